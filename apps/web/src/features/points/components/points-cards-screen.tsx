import type { ReactNode } from 'react';
import { usePointsTexts } from '../../../shared/i18n/points-texts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/lib/paths';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useUser } from '../../../shared/lib/user-store';
import { AppLink } from '../../../shared/ui/app-link';
import { PageLoading } from '../../../shared/ui/page-loading';
import { usePointsCards } from '../api';
import { FailRedirect, PointsHead, PointsMessage, SignInFirst } from './points-head';
import '../points.css';

/** /integral/card: the cards of the stores where the diner keeps points; each opens my points there. */
export default function PointsCardsScreen({ onLogin }: { onLogin: () => void }) {
  usePointsTexts();
  const { t } = useTranslation();
  const user = useUser();
  const cards = usePointsCards(user !== null);
  const title = t('screens.integralCard');
  useDocumentTitle(title);

  let body: ReactNode;
  if (!user) body = <SignInFirst onLogin={onLogin} />;
  else if (cards.isPending) body = <PageLoading />;
  else if (cards.isError) body = <FailRedirect failType="integralCard" />;
  else if (cards.data.cards.length === 0) body = <PointsMessage>{t('points.card.empty')}</PointsMessage>;
  else
    body = (
      <ul className="nb-points-cards" aria-label={t('points.card.listLabel')}>
        {cards.data.cards.map((card) => (
          <li key={card.id}>
            <AppLink
              className="nb-points-card"
              to={`${paths.integralMine}?businessId=${encodeURIComponent(card.business.id)}&curPoint=${card.curPoints}`}
            >
              {card.business.logo ? (
                <img className="nb-points-logo" src={card.business.logo} alt="" width="48" height="48" />
              ) : (
                <span className="nb-points-logo" aria-hidden="true" />
              )}
              <span className="nb-points-card-text">
                <span className="nb-points-card-name">{card.business.name}</span>
                {card.business.pointsConfig.status ? null : (
                  <span className="nb-points-muted">{t('points.card.paused')}</span>
                )}
              </span>
              <strong className="nb-points-card-value">
                {t('points.pointsValue', { points: card.curPoints, count: card.curPoints })}
              </strong>
            </AppLink>
          </li>
        ))}
      </ul>
    );

  return (
    <main className="nb-points-screen">
      <PointsHead title={title} fallback={paths.home} />
      {body}
    </main>
  );
}
