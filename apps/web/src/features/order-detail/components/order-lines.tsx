import type { OrderDetailDto } from '@nearbite/contract/order-views';
import { dollars } from '@nearbite/domain/money-text';
import { useTranslation } from '../../../shared/i18n/use-translation';
import './order-detail.css';

type Line = OrderDetailDto['commodities'][number];

/** The chosen options of a line in one short text: specification values, attribute values, add-ons. */
export function optionsTextOf(line: Line): string {
  const parts = [
    ...line.specifications.flatMap((specification) => specification.values),
    ...line.attributes.map((attribute) => attribute.value),
    ...line.addOns.flatMap((group) =>
      group.values.map((value) =>
        value.boughtNumber > 1 ? `${value.name} ×${value.boughtNumber}` : value.name,
      ),
    ),
  ];
  return parts.join(' · ');
}

export interface OrderLinesProps {
  commodities: readonly Line[];
  /** A heading id the list is named by. */
  labelledBy?: string;
}

/**
 * An order's lines as bought: thumbnail, name, options, the diner's note, a mark on a line redeemed with
 * points, the count and what the line cost, and how many units were refunded.
 */
export function OrderLines({ commodities, labelledBy }: OrderLinesProps) {
  const { t } = useTranslation();
  return (
    <ul className="nb-order-lines" aria-labelledby={labelledBy}>
      {commodities.map((line) => {
        const options = optionsTextOf(line);
        const full = line.price * line.boughtNumber;
        const paid = line.exchangeInfo ? 0 : full - line.discountPrice;
        return (
          <li key={line.id} className="nb-order-line">
            {line.thumbnail ? (
              <img
                className="nb-order-line-thumb"
                src={line.thumbnail}
                alt=""
                width={52}
                height={52}
                loading="lazy"
              />
            ) : null}
            <div className="nb-order-line-main">
              <span className="nb-order-line-name">{line.name}</span>
              {options ? <span className="nb-order-line-options">{options}</span> : null}
              {line.specialNote ? (
                <span className="nb-order-line-options">
                  {t('orderInfo.lineNote', { note: line.specialNote })}
                </span>
              ) : null}
              {line.exchangeInfo ? (
                <span className="nb-order-line-mark">
                  {t('orderInfo.redeemed', {
                    points: line.exchangeInfo.requiredPoints,
                    count: line.exchangeInfo.requiredPoints,
                  })}
                </span>
              ) : null}
              {line.refundedNumber > 0 ? (
                <span className="nb-order-line-refunded">
                  {t('orderInfo.refundedCount', { count: line.refundedNumber })}
                </span>
              ) : null}
            </div>
            <div className="nb-order-line-side">
              <span className="nb-order-line-count">
                {t('orderInfo.quantity', { count: line.boughtNumber })}
              </span>
              <span className="nb-order-line-price">
                {paid !== full ? <s className="nb-order-line-was">{dollars(full)}</s> : null}
                {dollars(paid)}
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
