import type { AuditEntryDto } from '@nearbite/contract/console-audit';
import { formatPhoneInput, nationalDigits } from '@nearbite/domain/phone';
import { useState } from 'react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { commonTexts } from '../../../shared/i18n/common-texts';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { useLanguage } from '../../../shared/i18n/language';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { dateTime } from '../../../shared/lib/format';
import { Button } from '../../../shared/ui/button';
import { LoadFailed, Loading } from '../../../shared/ui/page-state';
import { useAuditPage } from '../api';
import { auditTexts } from '../texts';

type Texts = (typeof auditTexts)['en'];

function actorText(entry: AuditEntryDto, t: Texts): string {
  const { actor } = entry;
  if (actor.kind === 'apiKey') return fill(t.byApiKey, { name: actor.apiKeyName ?? '' });
  if (actor.kind === 'operatorToken') return t.byOperator;
  if (actor.kind === 'cli') return t.byCli;
  return actor.fullPhoneNumber
    ? formatPhoneInput(nationalDigits(actor.fullPhoneNumber) ?? '')
    : t.unknownUser;
}

/** An action's name in the console's language; an action this console does not know shows as written. */
function actionText(action: string, t: Texts): string {
  return Object.hasOwn(t, action) ? t[action as keyof Texts] : action;
}

/** The entry's details as "key: value" pairs. */
function detailsText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');
}

/** The store's audit log, a page at a time. */
export function AuditPage({ businessId }: { businessId: string }) {
  const t = useTexts(auditTexts);
  const common = useTexts(commonTexts);
  const language = useLanguage();
  const errorText = useErrorText();
  useDocumentTitle(t.title, common.appName);
  const [pageNumber, setPageNumber] = useState(1);
  const page = useAuditPage(businessId, pageNumber);
  return (
    <main className="nc-page">
      <h1 className="nc-page-title">{t.title}</h1>
      <p className="nc-page-intro">{t.intro}</p>
      {page.isPending ? <Loading text={common.loading} /> : null}
      {page.isError ? (
        <LoadFailed text={errorText(page.error)} retryLabel={common.retry} onRetry={() => page.refetch()} />
      ) : null}
      {page.data ? (
        <div className="nc-panel nc-table-wrap">
          {page.data.entries.length === 0 ? <p className="nc-page-intro">{t.empty}</p> : null}
          {page.data.entries.length > 0 ? (
            <table className="nc-table">
              <thead>
                <tr>
                  <th scope="col">{t.when}</th>
                  <th scope="col">{t.who}</th>
                  <th scope="col">{t.what}</th>
                  <th scope="col">{t.details}</th>
                </tr>
              </thead>
              <tbody>
                {page.data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className="nc-nowrap">{dateTime(entry.createdTime, language)}</td>
                    <td className="nc-nowrap">{actorText(entry, t)}</td>
                    <td>{actionText(entry.action, t)}</td>
                    <td className="nc-audit-details">{detailsText(entry.details)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </div>
      ) : null}
      <nav className="nc-pager" aria-label={t.pagination}>
        <Button disabled={pageNumber === 1} onClick={() => setPageNumber((current) => current - 1)}>
          {common.previousPage}
        </Button>
        <span aria-live="polite">{fill(common.pageNumber, { page: pageNumber })}</span>
        <Button disabled={!page.data?.hasMore} onClick={() => setPageNumber((current) => current + 1)}>
          {common.nextPage}
        </Button>
      </nav>
    </main>
  );
}
