import { ClientError } from '@nearbite/api-client/api-client';
import type { MenuImportReportDto } from '@nearbite/contract/console-menu';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { menuTexts } from '../texts';

/** A dry run's or an import's answer: the changes by kind, or every problem with where it is. */
export function ImportReport({ report }: { report: MenuImportReportDto }) {
  const t = useTexts(menuTexts);
  const errorText = useErrorText();
  if (report.issues.length > 0) {
    return (
      <section aria-labelledby="menu-import-issues" className="nc-menu-report">
        <h3 id="menu-import-issues" className="nc-section-title" role="alert">
          {fill(t.issuesTitle, { count: report.issues.length })}
        </h3>
        <ul className="nc-menu-issues">
          {report.issues.map((issue, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: issues have no id; the list is replaced whole on each check
            <li key={index}>
              <code>
                {issue.line === null
                  ? issue.path
                  : issue.column
                    ? fill(t.issueAt, { line: issue.line, column: issue.column })
                    : fill(t.issueLine, { line: issue.line })}
              </code>
              {': '}
              {errorText(new ClientError(issue.code))}
            </li>
          ))}
        </ul>
      </section>
    );
  }
  const rows = [
    [t.kindItems, report.items],
    [t.kindCategories, report.categories],
    [t.kindTimedMenus, report.timedMenus],
  ] as const;
  return (
    <section aria-labelledby="menu-import-summary" className="nc-menu-report">
      <h3 id="menu-import-summary" className="nc-section-title">
        {report.applied ? t.appliedTitle : t.summaryTitle}
      </h3>
      <ul>
        {rows.map(([kind, counts]) => (
          <li key={kind}>{fill(t.summaryRow, { kind, ...counts })}</li>
        ))}
      </ul>
      {report.removedItemsInOrders > 0 ? (
        <p className="nc-note">{fill(t.inOrders, { count: report.removedItemsInOrders })}</p>
      ) : null}
    </section>
  );
}
