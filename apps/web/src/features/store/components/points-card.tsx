import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';

export interface PointsCardProps {
  /** Null when signed out. */
  points: { curPoints: number } | null | undefined;
  signedIn: boolean;
  failed: boolean;
  onSignIn: () => void;
  onShowGuide: () => void;
}

/**
 * The store's points card (shown while its points programme is on): signed out a sign-in button,
 * signed in the diner's points here; both with the points guide.
 */
export function PointsCard({ points, signedIn, failed, onSignIn, onShowGuide }: PointsCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="nb-shop-points" aria-labelledby={titleId}>
      <h2 id={titleId} className="nb-shop-points-title">
        {t('store.points')}
      </h2>
      <p className="nb-shop-points-value" aria-live="polite">
        {!signedIn ? (
          t('store.pointsSignedOut')
        ) : failed ? (
          t('store.pointsFailed')
        ) : points ? (
          <strong>{t('store.pointsBalance', { count: points.curPoints })}</strong>
        ) : (
          <>
            <span className="nb-spinner nb-shop-points-spinner" aria-hidden="true" />
            <span className="nb-visually-hidden">{t('common.loading')}</span>
          </>
        )}
      </p>
      <div className="nb-shop-points-actions">
        {!signedIn ? (
          <button type="button" className="nb-shop-points-sign-in" aria-haspopup="dialog" onClick={onSignIn}>
            {t('store.pointsSignIn')}
          </button>
        ) : null}
        <button type="button" className="nb-shop-points-guide" aria-haspopup="dialog" onClick={onShowGuide}>
          {t('store.pointsGuide')}
        </button>
      </div>
    </section>
  );
}
