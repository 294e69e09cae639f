import '../../../shared/ui/antd-setup';
import type { OrderType } from '@nearbite/domain/order-type';
import Popup from 'antd-mobile/es/components/popup';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { CartLine } from '../../../shared/lib/cart-line';
import { useModalBackground } from '../../../shared/lib/use-modal-background';
import { useCommodity } from '../api';
import { ItemBody } from './item-body';
import './item-dialog.css';

export interface ItemDialogProps {
  visible: boolean;
  /** The item to show; null while none was opened. */
  commodityId: string | null;
  /** The cart line being edited (its choices are preloaded), or null to add a new line. */
  editing: CartLine | null;
  orderType: OrderType;
  /** The business's cart, for the maximum purchase and stock counted with the cart. */
  cartLines: readonly CartLine[];
  /** The store's time zone, in which the item's timed menu is judged. */
  timeZone: string;
  onClose: () => void;
  /** Adds the line (or replaces `editing`); resolves false when the diner declined (the dialog stays open). */
  onSubmit: (line: Omit<CartLine, 'wantIndex'>, editing: CartLine | null) => Promise<boolean>;
}

/** The item dialog (section 5): pictures, choices, quantity, note, and add or update. */
export default function ItemDialog(props: ItemDialogProps) {
  const { t } = useTranslation();
  const { visible, commodityId, onClose } = props;
  const item = useCommodity(commodityId);
  const ids = useId();
  const titleId = `${ids}-title`;
  const sectionRef = useRef<HTMLElement>(null);
  useModalBackground(visible);
  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => sectionRef.current?.focus(), 50);
    return () => window.clearTimeout(timer);
  }, [visible]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };

  return (
    <Popup
      visible={visible}
      onClose={onClose}
      onMaskClick={onClose}
      position="bottom"
      bodyClassName="nb-item-sheet"
      destroyOnClose
    >
      <section
        ref={sectionRef}
        className="nb-item-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <button type="button" className="nb-item-close" onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="nb-visually-hidden">{t('item.close')}</span>
        </button>
        {item.data ? (
          <ItemBody
            key={`${item.data.id}-${props.editing?.wantIndex ?? 'new'}`}
            {...props}
            item={item.data}
            titleId={titleId}
          />
        ) : item.isError ? (
          <div className="nb-item-status" role="alert">
            <h2 id={titleId} className="nb-item-name">
              {t('item.dialog')}
            </h2>
            <p>{t('item.loadFailed')}</p>
            <button type="button" className="nb-item-retry" onClick={() => void item.refetch()}>
              {t('item.retry')}
            </button>
          </div>
        ) : (
          <div className="nb-item-status" role="status">
            <h2 id={titleId} className="nb-visually-hidden">
              {t('item.dialog')}
            </h2>
            <span className="nb-spinner" aria-hidden="true" />
            <span className="nb-visually-hidden">{t('common.loading')}</span>
          </div>
        )}
      </section>
    </Popup>
  );
}
