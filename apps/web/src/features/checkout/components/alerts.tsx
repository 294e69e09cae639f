import '../../../shared/ui/antd-setup';
import Dialog from 'antd-mobile/es/components/dialog';
import { i18n } from '../../../shared/i18n/i18n';

/** An alert with a title, a message and, when given, a list (the items it is about). */
export function showListAlert(title: string, message: string, items: readonly string[] = []): Promise<void> {
  return Dialog.alert({
    title,
    content: (
      <div className="nb-checkout-alert">
        <p>{message}</p>
        {items.length > 0 ? (
          <ul>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : null}
      </div>
    ),
    confirmText: i18n.t('common.confirm'),
  });
}

/** A confirm dialog; resolves true when confirmed. */
export function confirmDialog(title: string, message: string, confirmText: string): Promise<boolean> {
  return Dialog.confirm({
    title,
    content: message,
    confirmText,
    cancelText: i18n.t('common.cancel'),
  });
}
