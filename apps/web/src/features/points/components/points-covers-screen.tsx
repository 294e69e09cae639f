import type { PointsExchangeDto } from '@nearbite/contract/points';
import type { ReactNode } from 'react';
import { useSentinel } from '../../../shared/hooks/use-sentinel';
import { usePointsTexts } from '../../../shared/i18n/points-texts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSearchParams } from '../../../shared/lib/history-router';
import { paths } from '../../../shared/lib/paths';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useUser } from '../../../shared/lib/user-store';
import { AppLink } from '../../../shared/ui/app-link';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useExchanges } from '../api';
import { FailRedirect, formatTime, PointsHead, PointsMessage, SignInFirst } from './points-head';
import '../points.css';

/** What a record redeemed: the item's or the coupon's description and count. */
export function exchangeItem(exchange: PointsExchangeDto): { desc: string; number: number } {
  return exchange.commodity ?? exchange.coupon ?? { desc: '', number: 1 };
}

function ExchangeRow({ exchange, businessId }: { exchange: PointsExchangeDto; businessId: string }) {
  const { t, i18n } = useTranslation();
  const item = exchangeItem(exchange);
  return (
    <li>
      <AppLink
        className="nb-points-row"
        to={`${paths.integralCoverInfo}?businessId=${encodeURIComponent(businessId)}&exchangeId=${encodeURIComponent(exchange.id)}`}
      >
        <span className="nb-points-row-text">
          <span className="nb-points-row-title">
            {item.desc} {t('points.covers.quantity', { count: item.number })}
          </span>
          <span className="nb-points-muted">
            {t(`points.covers.${exchange.exchangeType}`)} · {formatTime(exchange.createdTime, i18n.language)}
          </span>
        </span>
        <strong className="nb-points-negative">
          {t('points.covers.spent', { points: exchange.consumePoints, count: exchange.consumePoints })}
        </strong>
      </AppLink>
    </li>
  );
}

/** /integral/covers?businessId: the redemption history, 10 records a page, more as the list scrolls. */
export default function PointsCoversScreen({ onLogin }: { onLogin: () => void }) {
  usePointsTexts();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const businessId = params.get('businessId') ?? '';
  const user = useUser();
  const list = useExchanges(businessId, user !== null && businessId !== '');
  const title = t('screens.integralCovers');
  useDocumentTitle(title);
  const sentinel = useSentinel<HTMLLIElement>(() => void list.fetchNextPage(), {
    active: list.hasNextPage && !list.isFetchingNextPage,
    offsetPx: 200,
    generation: list.data?.pages.length,
  });

  let body: ReactNode;
  if (!businessId || list.isError) body = <FailRedirect failType="integralCover" />;
  else if (!user) body = <SignInFirst onLogin={onLogin} />;
  else if (list.isPending) body = <PageLoading />;
  else {
    const records = list.data.pages.flatMap((page) => page.exchanges);
    body =
      records.length === 0 ? (
        <PointsMessage>{t('points.covers.empty')}</PointsMessage>
      ) : (
        <ul className="nb-points-list" aria-label={t('points.covers.listLabel')}>
          {records.map((exchange) => (
            <ExchangeRow key={exchange.id} exchange={exchange} businessId={businessId} />
          ))}
          <li ref={sentinel} className="nb-points-list-end">
            {list.hasNextPage ? t('points.covers.more') : t('points.covers.end')}
          </li>
        </ul>
      );
  }

  return (
    <main className="nb-points-screen">
      <PointsHead title={title} fallback={paths.integralCard} />
      {body}
    </main>
  );
}
