import type { BoardOrderDto } from '@nearbite/contract/console-board';
import { useId } from 'react';
import { useLanguage } from '../../../shared/i18n/language';
import { fill, plural, useTexts } from '../../../shared/i18n/texts';
import { clockTime, minutesBetween, money } from '../../../shared/lib/format';
import { orderTypeLabel, storedReasonLabel } from '../card-labels';
import { boardTexts } from '../texts';
import { CardActions, type CardRequest } from './card-actions';
import { OrderLines } from './order-lines';

export interface OrderCardProps {
  order: BoardOrderDto;
  /** The server's time now (cards count minutes from it). */
  now: number;
  busy: CardRequest | null;
  onRequest: (order: BoardOrderDto, request: CardRequest) => void;
  onSoldOut: (line: BoardOrderDto['lines'][number]) => void;
  ticketPath: string;
}

/** When the diner wants it, and once accepted when it should be ready. */
function Timing({ order }: { order: BoardOrderDto }) {
  const t = useTexts(boardTexts);
  const language = useLanguage();
  return (
    <p className="nc-card-when">
      <span className={order.scheduledTime ? 'nc-card-scheduled' : 'nc-card-asap'}>
        {order.scheduledTime ? fill(t.wantedAt, { time: clockTime(order.scheduledTime, language) }) : t.asap}
      </span>
      {order.expectedFoodReadyTime && (order.column === 'preparing' || order.column === 'ready') ? (
        <span>{fill(t.readyBy, { time: clockTime(order.expectedFoodReadyTime, language) })}</span>
      ) : null}
      {order.delayMinutes > 0 ? <span>{fill(t.delayed, { minutes: order.delayMinutes })}</span> : null}
    </p>
  );
}

/** An order on the board: its code, type and age, what to make, who for, and what may be done now. */
export function OrderCard({ order, now, busy, onRequest, onSoldOut, ticketPath }: OrderCardProps) {
  const t = useTexts(boardTexts);
  const titleId = useId();
  const age = minutesBetween(order.paidTime ?? order.createdTime, now);
  const open = order.column !== 'done';
  const cancelled = order.orderStatus === 'cancelled';
  return (
    <article
      className={`nc-card nc-card-${order.column}${cancelled ? ' nc-card-cancelled' : ''}`}
      aria-labelledby={titleId}
    >
      <header className="nc-card-head">
        <h3 id={titleId} className="nc-card-code">
          <span className="nc-visually-hidden">{t.orderWord}</span> #{order.orderCode}
        </h3>
        <span className={`nc-badge nc-badge-${order.orderType}`}>{orderTypeLabel(order, t)}</span>
        <span className="nc-card-age">{age === 0 ? t.justNow : fill(t.minutesAgo, { minutes: age })}</span>
      </header>
      <Timing order={order} />
      {order.tableName || order.peopleNumber ? (
        <p className="nc-card-table">
          {order.tableName ? fill(t.table, { table: order.tableName }) : null}
          {order.tableName && order.peopleNumber ? ' · ' : null}
          {order.peopleNumber ? plural(order.peopleNumber, t.dinersOne, t.diners) : null}
        </p>
      ) : null}
      {order.toPickupPoint || order.hasRider ? (
        <p className="nc-card-delivery">{order.toPickupPoint ? t.toHost : t.withRider}</p>
      ) : null}
      <OrderLines lines={order.lines} {...(open ? { onSoldOut } : {})} />
      {order.buyerNote ? (
        <p className="nc-card-note">{fill(t.buyerNote, { note: order.buyerNote })}</p>
      ) : null}
      {cancelled ? (
        <p className="nc-card-status nc-card-status-cancelled">
          {t.statusCancelled}
          {order.cancellationReason ? ` · ${storedReasonLabel(order.cancellationReason, t)}` : ''}
        </p>
      ) : null}
      <footer className="nc-card-foot">
        <span className="nc-card-total">{fill(t.total, { total: money(order.totalPrice) })}</span>
        {order.refundedPrice > 0 ? (
          <span className="nc-card-refund">{fill(t.refunded, { amount: money(order.refundedPrice) })}</span>
        ) : null}
        <span className="nc-card-contact">
          {[order.contactName, order.maskedPhone].filter(Boolean).join(' · ')}
        </span>
      </footer>
      <CardActions
        order={order}
        busy={busy}
        onRequest={(request) => onRequest(order, request)}
        ticketPath={ticketPath}
      />
    </article>
  );
}
