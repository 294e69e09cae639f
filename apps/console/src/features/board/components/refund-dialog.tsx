import type { BoardOrderDto } from '@nearbite/contract/console-board';
import { commonTexts } from '../../../shared/i18n/common-texts';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { money } from '../../../shared/lib/format';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { Select } from '../../../shared/ui/select';
import { TextField } from '../../../shared/ui/text-field';
import type { RefundBody } from '../api';
import { type RefundKind, useRefundForm } from '../hooks/use-refund-form';
import { boardTexts } from '../texts';

interface RefundDialogProps {
  order: BoardOrderDto;
  onSubmit: (body: RefundBody) => void;
  onClose: () => void;
  busy: boolean;
  error: string | null;
}

/** Refunds chosen items, an amount, or everything left, with the reason the diner reads. */
export function RefundDialog({ order, onSubmit, onClose, busy, error }: RefundDialogProps) {
  const t = useTexts(boardTexts);
  const common = useTexts(commonTexts);
  const form = useRefundForm(order);
  const problemText = {
    nothing: t.refundNothing,
    amount: fill(t.refundBadAmount, { amount: money(form.left) }),
    reason: t.refundNeedsReason,
  };
  return (
    <Dialog
      open
      wide
      title={fill(t.refundTitle, { code: order.orderCode })}
      closeLabel={common.close}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{common.cancel}</Button>
          <Button
            variant="primary"
            busy={busy}
            onClick={() => {
              const body = form.body();
              if (body) onSubmit(body);
            }}
          >
            {t.refundSubmit}
          </Button>
        </>
      }
    >
      <p className="nc-note">{fill(t.refundLeft, { amount: money(form.left) })}</p>
      <Select<RefundKind>
        label={t.refundKind}
        value={form.kind}
        options={[
          { value: 'commodities', label: t.refundByItems },
          { value: 'customAmount', label: t.refundByAmount },
          { value: 'full', label: fill(t.refundAll, { amount: money(form.left) }) },
        ]}
        onChange={form.setKind}
      />
      {form.kind === 'commodities' ? (
        <div className="nc-refund-lines">
          {order.lines.map((line) => {
            const refundable = line.quantity - line.refundedNumber;
            return (
              <Select
                key={line.id}
                label={fill(t.refundQuantity, { name: line.name })}
                value={String(form.counts[line.id] ?? 0)}
                disabled={refundable <= 0}
                options={Array.from({ length: refundable + 1 }, (_, count) => ({
                  value: String(count),
                  label: String(count),
                }))}
                onChange={(value) => form.setCount(line.id, Number(value))}
              />
            );
          })}
        </div>
      ) : null}
      {form.kind === 'customAmount' ? (
        <TextField
          label={t.refundAmountLabel}
          inputMode="decimal"
          value={form.amount}
          onChange={form.setAmount}
        />
      ) : null}
      <TextField label={t.refundReasonLabel} maxLength={200} value={form.reason} onChange={form.setReason} />
      {form.problem ? <p className="nc-alert">{problemText[form.problem]}</p> : null}
      {error ? (
        <p className="nc-alert" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
