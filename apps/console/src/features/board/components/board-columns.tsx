import { BOARD_COLUMNS, type BoardColumn, type BoardOrderDto } from '@nearbite/contract/console-board';
import { useState } from 'react';
import { plural, useTexts } from '../../../shared/i18n/texts';
import { columnTitle } from '../card-labels';
import type { CardRequests } from '../hooks/use-card-requests';
import { boardTexts } from '../texts';
import { OrderCard } from './order-card';

interface BoardColumnsProps {
  businessId: string;
  orders: readonly BoardOrderDto[];
  now: number;
  requests: CardRequests;
}

/**
 * The board's columns side by side (each scrolls on its own); on a phone one column at a time, picked
 * from a row of buttons with their counts.
 */
export function BoardColumns({ businessId, orders, now, requests }: BoardColumnsProps) {
  const t = useTexts(boardTexts);
  const [shown, setShown] = useState<BoardColumn>('incoming');
  const byColumn = (column: BoardColumn) => orders.filter((order) => order.column === column);
  return (
    <>
      <div className="nc-column-picker">
        {BOARD_COLUMNS.map((column) => (
          <button
            key={column}
            type="button"
            className="nc-chip"
            aria-pressed={shown === column}
            onClick={() => setShown(column)}
          >
            {columnTitle(column, t)} ({byColumn(column).length})
          </button>
        ))}
      </div>
      <div className="nc-columns">
        {BOARD_COLUMNS.map((column) => {
          const cards = byColumn(column);
          const classes = ['nc-column', `nc-column-${column}`];
          if (cards.length === 0) classes.push('nc-column-empty');
          if (shown === column) classes.push('nc-column-shown');
          return (
            <section key={column} className={classes.join(' ')} aria-labelledby={`nc-column-${column}`}>
              <h2 id={`nc-column-${column}`} className="nc-column-title">
                <span>{columnTitle(column, t)}</span>
                <span className="nc-column-count" aria-hidden="true">
                  {cards.length}
                </span>
                <span className="nc-visually-hidden">
                  {plural(cards.length, t.columnCountOne, t.columnCount)}
                </span>
              </h2>
              <div className="nc-column-body">
                {cards.length === 0 ? <p className="nc-column-empty-text">{t.emptyColumn}</p> : null}
                {cards.map((order) => (
                  <OrderCard
                    key={order.id}
                    order={order}
                    now={now}
                    busy={requests.busyFor(order.id)}
                    onRequest={requests.request}
                    onSoldOut={requests.markSoldOut}
                    ticketPath={`/stores/${businessId}/orders/${order.id}/ticket`}
                  />
                ))}
              </div>
            </section>
          );
        })}
      </div>
    </>
  );
}
