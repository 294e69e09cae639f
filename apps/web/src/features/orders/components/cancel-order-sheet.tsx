import type { CancellationReason } from '@nearbite/contract/order-status';
import { CANCELLATION_REASONS, DEFAULT_CANCELLATION_REASON } from '@nearbite/domain/order-display';
import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showError, showNotice } from '../../../shared/lib/notify';
import { Sheet } from '../../../shared/ui/sheet';
import { useCancelOrder } from '../api';
import './orders.css';
import { actionButton, actionButtonPrimary } from '../../../shared/ui/action-button';

export interface CancelOrderSheetProps {
  /** The order to cancel; null keeps the sheet closed. */
  orderId: string | null;
  onClose: () => void;
  onCancelled?: () => void;
}

/** Cancelling an order: one of the five fixed reasons (the first chosen by default), then confirm. */
export default function CancelOrderSheet({ orderId, onClose, onCancelled }: CancelOrderSheetProps) {
  const { t } = useTranslation();
  const name = useId();
  const [reason, setReason] = useState<CancellationReason>(DEFAULT_CANCELLATION_REASON);
  const cancel = useCancelOrder();

  const confirm = () => {
    if (!orderId || cancel.isPending) return;
    cancel.mutate(
      { orderId, reason },
      {
        onSuccess: () => {
          void showNotice(t('orders.cancel.done'), 'success');
          setReason(DEFAULT_CANCELLATION_REASON);
          onClose();
          onCancelled?.();
        },
        onError: (error) => void showError(error),
      },
    );
  };

  return (
    <Sheet
      visible={orderId !== null}
      title={t('orders.cancel.title')}
      onClose={onClose}
      footer={
        <div className="nb-orders-sheet-buttons">
          <button type="button" className={`${actionButton} nb-orders-button`} onClick={onClose}>
            {t('orders.cancel.keep')}
          </button>
          <button
            type="button"
            className={`${actionButtonPrimary} nb-orders-button`}
            onClick={confirm}
            disabled={cancel.isPending}
          >
            {t('orders.cancel.confirm')}
          </button>
        </div>
      }
    >
      <fieldset className="nb-orders-reasons">
        <legend className="nb-visually-hidden">{t('orders.cancel.reasonsLabel')}</legend>
        {CANCELLATION_REASONS.map((key) => (
          <label key={key} className="nb-orders-reason">
            <input
              type="radio"
              name={name}
              value={key}
              checked={reason === key}
              onChange={() => setReason(key)}
            />
            <span>{t(`orders.reason.${key}`)}</span>
          </label>
        ))}
      </fieldset>
    </Sheet>
  );
}
