import type { BoardOrderDto } from '@nearbite/contract/console-board';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { boardTexts } from '../texts';

type Line = BoardOrderDto['lines'][number];

interface OrderLinesProps {
  lines: Line[];
  /** Shown on open orders: marks the line's item sold out. */
  onSoldOut?: (line: Line) => void;
}

/** The card's items: quantity, name, chosen options, the line's note, what was refunded. */
export function OrderLines({ lines, onSoldOut }: OrderLinesProps) {
  const t = useTexts(boardTexts);
  return (
    <ul className="nc-card-lines">
      {lines.map((line) => (
        <li key={line.id} className="nc-card-line">
          <div className="nc-card-line-main">
            <span className="nc-card-qty">{line.quantity}×</span>
            <span className="nc-card-item">{line.name}</span>
            {onSoldOut && line.commodityId ? (
              <button
                type="button"
                className="nc-card-soldout"
                aria-label={fill(t.markSoldOutLabel, { name: line.name })}
                onClick={() => onSoldOut(line)}
              >
                {t.markSoldOut}
              </button>
            ) : null}
          </div>
          {line.options.length > 0 ? <p className="nc-card-options">{line.options.join(' · ')}</p> : null}
          {line.note ? <p className="nc-card-line-note">{fill(t.lineNote, { note: line.note })}</p> : null}
          {line.refundedNumber > 0 ? (
            <p className="nc-card-refunded">{fill(t.refundedItems, { count: line.refundedNumber })}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
