import { pointsProgress } from '@nearbite/domain/points-programme';
import { useTranslation } from '../../../shared/i18n/use-translation';

/** The bar of /integral/mine: the balance against the four tiers, each marked with its points. */
export function ProgressBar({ curPoints, tiers }: { curPoints: number; tiers: readonly number[] }) {
  const { t } = useTranslation();
  const { filled, marks } = pointsProgress(curPoints, tiers);
  const next = tiers.find((tier) => tier > curPoints) ?? tiers[tiers.length - 1] ?? 0;
  return (
    <div className="nb-points-progress">
      <div
        className="nb-points-bar"
        role="progressbar"
        aria-label={t('points.mine.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={next}
        aria-valuenow={Math.min(curPoints, next)}
      >
        <span className="nb-points-bar-fill" style={{ width: `${filled * 100}%` }} />
      </div>
      <ol className="nb-points-tiers">
        {tiers.map((tier, index) => (
          <li
            key={tier}
            className={curPoints >= tier ? 'nb-points-tier nb-points-tier-reached' : 'nb-points-tier'}
            style={{ left: `${(marks[index] ?? 0) * 100}%` }}
          >
            {t('points.mine.tier', { points: tier, count: tier })}
          </li>
        ))}
      </ol>
    </div>
  );
}
