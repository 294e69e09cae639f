import type { BoardOrderDto } from '@nearbite/contract/console-board';
import { CANCELLATION_REASONS, type CancellationReason } from '@nearbite/domain/order-display';
import { useId, useState } from 'react';
import { commonTexts } from '../../../shared/i18n/common-texts';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { money } from '../../../shared/lib/format';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { Select } from '../../../shared/ui/select';
import { isRefusal, reasonLabel } from '../card-labels';
import { boardTexts } from '../texts';

interface CancelDialogProps {
  order: BoardOrderDto;
  onConfirm: (reason: CancellationReason, note: string) => void;
  onClose: () => void;
  busy: boolean;
  error: string | null;
}

/** Refusing or cancelling an order: a reason, an optional note for the diner, and a confirmation. */
export function CancelDialog({ order, onConfirm, onClose, busy, error }: CancelDialogProps) {
  const t = useTexts(boardTexts);
  const common = useTexts(commonTexts);
  const noteId = useId();
  const refusal = isRefusal(order);
  const [reason, setReason] = useState<CancellationReason>(
    refusal ? 'merchantDidNotReceiveInTime' : CANCELLATION_REASONS[0],
  );
  const [note, setNote] = useState('');
  return (
    <Dialog
      open
      tone="danger"
      title={fill(refusal ? t.refuseTitle : t.cancelTitle, { code: order.orderCode })}
      closeLabel={common.close}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t.keepOrder}</Button>
          <Button variant="danger" busy={busy} onClick={() => onConfirm(reason, note.trim())}>
            {refusal ? t.confirmRefuse : t.confirmCancel}
          </Button>
        </>
      }
    >
      <p className="nc-note">
        {fill(t.cancelWarning, { amount: money(order.paidPrice - order.refundedPrice) })}
      </p>
      <Select<CancellationReason>
        label={t.reasonLabel}
        value={reason}
        options={CANCELLATION_REASONS.map((value) => ({ value, label: reasonLabel(value, t) }))}
        onChange={setReason}
      />
      <div className="nc-field">
        <label htmlFor={noteId} className="nc-field-label">
          {t.noteLabel}
        </label>
        <textarea
          id={noteId}
          className="nc-textarea"
          maxLength={200}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      {error ? (
        <p className="nc-alert" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
