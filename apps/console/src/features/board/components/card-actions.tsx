import type { BoardOrderDto } from '@nearbite/contract/console-board';
import { Link } from 'react-router';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { completeLabel, isRefusal } from '../card-labels';
import { boardTexts } from '../texts';

/** What a card's buttons ask for; the board opens a dialog or acts at once. */
export type CardRequest = 'accept' | 'delay' | 'ready' | 'complete' | 'cancel' | 'refund';

interface CardActionsProps {
  order: BoardOrderDto;
  /** The button whose action is running (disabled and busy meanwhile). */
  busy: CardRequest | null;
  onRequest: (request: CardRequest) => void;
  ticketPath: string;
}

/** The card's buttons: exactly the actions the server lists for the order now, and its kitchen ticket. */
export function CardActions({ order, busy, onRequest, ticketPath }: CardActionsProps) {
  const t = useTexts(boardTexts);
  const allowed = new Set(order.actions);
  const button = (
    request: CardRequest,
    label: string,
    variant: 'primary' | 'secondary' | 'success' | 'danger',
  ) =>
    allowed.has(request) ? (
      <Button
        key={request}
        size="small"
        variant={variant}
        busy={busy === request}
        disabled={busy !== null && busy !== request}
        onClick={() => onRequest(request)}
      >
        {label}
      </Button>
    ) : null;
  return (
    <fieldset className="nc-card-actions">
      <legend className="nc-visually-hidden">{fill(t.actionsLabel, { code: order.orderCode })}</legend>
      {button('accept', t.accept, 'primary')}
      {button('ready', t.ready, 'success')}
      {button('complete', completeLabel(order, t), 'success')}
      {button('delay', t.delay, 'secondary')}
      {button('refund', t.refund, 'secondary')}
      {button('cancel', isRefusal(order) ? t.refuse : t.cancelOrder, 'secondary')}
      <Link className="nc-card-ticket" to={ticketPath} target="_blank">
        {t.printTicket}
      </Link>
    </fieldset>
  );
}
