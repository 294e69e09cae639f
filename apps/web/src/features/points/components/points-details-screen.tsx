import type { PointsStatementDto } from '@nearbite/contract/points';
import { STATEMENT_TYPES, type StatementType } from '@nearbite/domain/points-programme';
import { type ReactNode, useState } from 'react';
import { useSentinel } from '../../../shared/hooks/use-sentinel';
import { usePointsTexts } from '../../../shared/i18n/points-texts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSearchParams } from '../../../shared/lib/history-router';
import { paths } from '../../../shared/lib/paths';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useUser } from '../../../shared/lib/user-store';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useStatements } from '../api';
import { FailRedirect, formatTime, PointsHead, PointsMessage, SignInFirst } from './points-head';
import '../points.css';

function StatementRow({ line }: { line: PointsStatementDto }) {
  const { t, i18n } = useTranslation();
  const sign = line.changeNumber > 0 ? '+' : '';
  return (
    <li className="nb-points-row">
      <span className="nb-points-row-text">
        <span className="nb-points-row-title">{t(`points.details.type.${line.changeType}`)}</span>
        <span className="nb-points-muted">
          {formatTime(line.changeTime, i18n.language)} ·{' '}
          {t('points.details.balanceAfter', { points: line.balanceAfter })}
        </span>
      </span>
      <strong className={line.changeNumber > 0 ? 'nb-points-positive' : 'nb-points-negative'}>
        {sign}
        {line.changeNumber}
      </strong>
    </li>
  );
}

function StatementList({ businessId, tab }: { businessId: string; tab: StatementType }) {
  const { t } = useTranslation();
  const list = useStatements(businessId, tab, true);
  const sentinel = useSentinel<HTMLLIElement>(() => void list.fetchNextPage(), {
    active: list.hasNextPage && !list.isFetchingNextPage,
    offsetPx: 200,
    generation: list.data?.pages.length,
  });
  if (list.isError) return <FailRedirect failType="integralDetails" />;
  if (list.isPending) return <PageLoading />;
  const lines = list.data.pages.flatMap((page) => page.statements);
  if (lines.length === 0) return <PointsMessage>{t('points.details.empty')}</PointsMessage>;
  return (
    <ul className="nb-points-list" aria-label={t('points.details.listLabel')}>
      {lines.map((line) => (
        <StatementRow key={line.id} line={line} />
      ))}
      <li ref={sentinel} className="nb-points-list-end">
        {list.hasNextPage ? t('points.covers.more') : t('points.covers.end')}
      </li>
    </ul>
  );
}

/** /integral/details?businessId: the statement with its all / earned / spent tabs, 10 lines a page. */
export default function PointsDetailsScreen({ onLogin }: { onLogin: () => void }) {
  usePointsTexts();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const businessId = params.get('businessId') ?? '';
  const user = useUser();
  const [tab, setTab] = useState<StatementType>('all');
  const title = t('screens.integralDetails');
  useDocumentTitle(title);

  let body: ReactNode;
  if (!businessId) body = <FailRedirect failType="integralDetails" />;
  else if (!user) body = <SignInFirst onLogin={onLogin} />;
  else
    body = (
      <>
        <div className="nb-points-tabs" role="tablist" aria-label={t('points.details.tabsLabel')}>
          {STATEMENT_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              role="tab"
              id={`nb-points-tab-${type}`}
              aria-selected={tab === type}
              aria-controls="nb-points-tabpanel"
              className="nb-points-tab"
              onClick={() => setTab(type)}
            >
              {t(`points.details.tabs.${type}`)}
            </button>
          ))}
        </div>
        <div id="nb-points-tabpanel" role="tabpanel" aria-labelledby={`nb-points-tab-${tab}`}>
          <StatementList key={tab} businessId={businessId} tab={tab} />
        </div>
      </>
    );

  return (
    <main className="nb-points-screen">
      <PointsHead title={title} fallback={paths.integralCard} />
      {body}
    </main>
  );
}
