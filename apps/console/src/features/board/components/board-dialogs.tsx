import {
  DEFAULT_AUTO_ACCEPT_MINUTES,
  DELAY_MINUTE_CHOICES,
  DELAY_MINUTES_MAX,
  DELAY_MINUTES_MIN,
  PREP_MINUTE_CHOICES,
  PREP_MINUTES_MAX,
  PREP_MINUTES_MIN,
} from '@nearbite/domain/store-operations';
import { fill, useTexts } from '../../../shared/i18n/texts';
import type { CardRequests } from '../hooks/use-card-requests';
import { boardTexts } from '../texts';
import { CancelDialog } from './cancel-dialog';
import { MinutesDialog } from './minutes-dialog';
import { RefundDialog } from './refund-dialog';

/** The dialog a card's button opened, if any. */
export function BoardDialogs({ requests }: { requests: CardRequests }) {
  const t = useTexts(boardTexts);
  const { dialog } = requests;
  if (!dialog) return null;
  const { order } = dialog;
  const shared = { onClose: requests.close, busy: requests.dialogBusy, error: requests.dialogError };
  switch (dialog.request) {
    case 'accept':
      return (
        <MinutesDialog
          {...shared}
          title={fill(t.acceptTitle, { code: order.orderCode })}
          question={t.prepQuestion}
          choices={PREP_MINUTE_CHOICES}
          min={PREP_MINUTES_MIN}
          max={PREP_MINUTES_MAX}
          initial={DEFAULT_AUTO_ACCEPT_MINUTES}
          submitLabel={(minutes) => fill(t.acceptWith, { minutes })}
          onSubmit={(prepMinutes) => requests.confirm({ action: 'accept', prepMinutes })}
        />
      );
    case 'delay':
      return (
        <MinutesDialog
          {...shared}
          title={fill(t.delayTitle, { code: order.orderCode })}
          question={t.delayQuestion}
          choices={DELAY_MINUTE_CHOICES}
          min={DELAY_MINUTES_MIN}
          max={DELAY_MINUTES_MAX}
          initial={DELAY_MINUTE_CHOICES[0]}
          submitLabel={(minutes) => fill(t.delayBy, { minutes })}
          onSubmit={(minutes) => requests.confirm({ action: 'delay', minutes })}
        />
      );
    case 'cancel':
      return (
        <CancelDialog
          {...shared}
          order={order}
          onConfirm={(reason, note) =>
            requests.confirm({ action: 'cancel', reason, ...(note ? { note } : {}) })
          }
        />
      );
    case 'refund':
      return <RefundDialog {...shared} order={order} onSubmit={requests.refund} />;
  }
}
