import type { ReportTopItemDto } from '@nearbite/contract/console-reports';
import { dollars } from '@nearbite/domain/money-text';
import { useLanguage } from '../../../shared/i18n/language';
import { useTexts } from '../../../shared/i18n/texts';
import { reportTexts } from '../texts';

export function TopItemsTable({ title, items }: { title: string; items: ReportTopItemDto[] }) {
  const t = useTexts(reportTexts);
  const language = useLanguage();
  return (
    <div className="nc-panel nc-table-wrap">
      <table className="nc-table">
        <caption className="nc-report-heading">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t.item}</th>
            <th scope="col" className="nc-report-number">
              {t.quantity}
            </th>
            <th scope="col" className="nc-report-number">
              {t.revenue}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.commodityId ?? item.name.en}>
              <th scope="row">{item.name[language] || item.name.en}</th>
              <td className="nc-report-number">{item.quantity}</td>
              <td className="nc-report-number">{dollars(item.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
