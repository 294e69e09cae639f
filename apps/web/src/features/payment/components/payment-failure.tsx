import '../../../shared/ui/antd-setup';
import { ApiError } from '@nearbite/api-client/api-client';
import Dialog from 'antd-mobile/es/components/dialog';
import { loadErrorTexts } from '../../../shared/i18n/error-texts';
import { i18n } from '../../../shared/i18n/i18n';
import { errorCodeOf, errorText } from '../../../shared/lib/notify';
import { AuthenticationFailed } from './authentication';

/** The failure dialog: the translated coded message with its code. */
export async function showPaymentFailure(error: unknown): Promise<void> {
  let text: string;
  let code: string | null = null;
  if (error instanceof AuthenticationFailed) {
    text = i18n.t('payment.authFailed');
  } else {
    await loadErrorTexts().catch(() => undefined);
    code = errorCodeOf(error);
    const serverMessage = error instanceof ApiError ? error.serverMessage : null;
    text = errorText(
      code,
      serverMessage,
      (key) => i18n.t(key),
      (key) => i18n.exists(key),
    );
  }
  await Dialog.alert({
    title: i18n.t('payment.failedTitle'),
    content: (
      <div role="alert">
        <p className="nb-pay-dialog-text">{text}</p>
        {code ? <p className="nb-pay-dialog-code">{i18n.t('errorToast.code', { code })}</p> : null}
      </div>
    ),
    confirmText: i18n.t('payment.ok'),
  });
}
