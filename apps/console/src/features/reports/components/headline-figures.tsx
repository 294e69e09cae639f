import type { StoreReportDto } from '@nearbite/contract/console-reports';
import { dollars } from '@nearbite/domain/money-text';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { reportTexts } from '../texts';

/** The period's totals as cards, then the sales breakdown and orders by type as a list. */
export function HeadlineFigures({ report }: { report: StoreReportDto }) {
  const t = useTexts(reportTexts);
  const { sales, refunds, averagePrepSeconds } = report;
  const cards: Array<[string, string, string?]> = [
    [t.net, dollars(sales.net)],
    [t.orders, String(sales.orders)],
    [t.averageOrder, dollars(sales.averageOrder)],
    [t.refunds, dollars(refunds.amount), fill(t.refundedOrders, { count: refunds.orders })],
    [
      t.prepTime,
      averagePrepSeconds === null
        ? t.none
        : fill(t.prepMinutes, { minutes: Math.round(averagePrepSeconds / 60) }),
    ],
  ];
  const breakdown: Array<[string, number]> = [
    [t.gross, sales.gross],
    [t.food, sales.food],
    [t.discounts, -sales.discounts],
    [t.tax, sales.tax],
    [t.fees, sales.fees],
    [t.tips, sales.tips],
    [t.refunds, -sales.refunds],
    [t.net, sales.net],
  ];
  return (
    <section aria-labelledby="report-headline">
      <h2 id="report-headline" className="nc-visually-hidden">
        {t.headline}
      </h2>
      <dl className="nc-report-cards">
        {cards.map(([label, value, note]) => (
          <div key={label} className="nc-panel nc-report-card">
            <dt>{label}</dt>
            <dd>
              {value}
              {note ? <span className="nc-report-card-note">{note}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      <div className="nc-report-columns">
        <div className="nc-panel">
          <h2 className="nc-report-heading">{t.breakdown}</h2>
          <dl className="nc-report-list">
            {breakdown.map(([label, cents]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{dollars(cents)}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="nc-panel">
          <h2 className="nc-report-heading">{t.byType}</h2>
          <dl className="nc-report-list">
            {report.byType.map((row) => (
              <div key={row.orderType}>
                <dt>{t[row.orderType]}</dt>
                <dd>
                  {row.orders} · {dollars(row.net)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
