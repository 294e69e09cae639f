import { ApiError, namesNoRecord } from '@nearbite/api-client/api-client';
import type { ReactNode } from 'react';
import { usePointsTexts } from '../../../shared/i18n/points-texts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSearchParams } from '../../../shared/lib/history-router';
import { paths } from '../../../shared/lib/paths';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useUser } from '../../../shared/lib/user-store';
import { AppLink } from '../../../shared/ui/app-link';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useExchange } from '../api';
import { exchangeItem } from './points-covers-screen';
import { FailRedirect, formatTime, PointsHead, PointsMessage, SignInFirst } from './points-head';
import '../points.css';

/** The server has no such record of the diner at the store (A20; A1 for a mangled id), or it is someone else's (A19). */
const isMissing = (error: unknown): boolean =>
  namesNoRecord(error) || (error instanceof ApiError && error.status === 403);

/**
 * /integral/coverInfo?businessId&exchangeId: one redemption as a success screen, loaded by its id
 * (shown at once from the history's cached pages when opened from the list).
 */
export default function PointsCoverInfoScreen({ onLogin }: { onLogin: () => void }) {
  usePointsTexts();
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const businessId = params.get('businessId') ?? '';
  const exchangeId = params.get('exchangeId') ?? '';
  const user = useUser();
  const record = useExchange(businessId, exchangeId, user !== null && businessId !== '' && exchangeId !== '');
  const title = t('screens.integralCoverInfo');
  useDocumentTitle(title);
  const exchange = record.data;

  let body: ReactNode;
  if (!businessId || !exchangeId) body = <FailRedirect failType="integralCover" />;
  else if (!user) body = <SignInFirst onLogin={onLogin} />;
  else if (record.isError && isMissing(record.error))
    body = <PointsMessage alert>{t('points.coverInfo.notFound')}</PointsMessage>;
  else if (record.isError) body = <FailRedirect failType="integralCover" />;
  else if (!exchange) body = <PageLoading />;
  else {
    const item = exchangeItem(exchange);
    body = (
      <section className="nb-points-success" aria-labelledby="nb-points-success-title">
        <span className="nb-points-success-icon" aria-hidden="true">
          ✓
        </span>
        <h2 id="nb-points-success-title" className="nb-points-section-title">
          {t('points.coverInfo.title')}
        </h2>
        <p className="nb-points-success-item">{item.desc}</p>
        <dl className="nb-points-facts">
          <dt>{t('points.coverInfo.kind')}</dt>
          <dd>{t(`points.covers.${exchange.exchangeType}`)}</dd>
          <dt>{t('points.coverInfo.quantity')}</dt>
          <dd>{item.number}</dd>
          <dt>{t('points.coverInfo.spent')}</dt>
          <dd>
            {t('points.pointsValue', { points: exchange.consumePoints, count: exchange.consumePoints })}
          </dd>
          <dt>{t('points.coverInfo.time')}</dt>
          <dd>{formatTime(exchange.createdTime, i18n.language)}</dd>
        </dl>
        {exchange.orderId ? (
          <AppLink
            className="nb-points-secondary"
            to={`${paths.orderInfo}?orderId=${encodeURIComponent(exchange.orderId)}`}
          >
            {t('points.coverInfo.viewOrder')}
          </AppLink>
        ) : null}
      </section>
    );
  }

  return (
    <main className="nb-points-screen">
      <PointsHead
        title={title}
        fallback={`${paths.integralCovers}?businessId=${encodeURIComponent(businessId)}`}
      />
      {body}
    </main>
  );
}
