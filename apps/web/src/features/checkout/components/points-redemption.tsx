import { canRedeem } from '@nearbite/domain/points-redemption';
import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showNotice } from '../../../shared/lib/notify';
import { Switch } from '../../../shared/ui/switch';
import type { RedeemableLine } from '../lib/checkout-state';
import { confirmDialog } from './alerts';

export interface PointsRedemptionProps {
  lines: readonly RedeemableLine[];
  signedIn: boolean;
  /** The diner's points at the store; null while unknown. */
  curPoints: number | null;
  /** Points the order already redeems. */
  pointsUsed: number;
  onLogin: () => void;
  onChange: (key: string, redeemed: boolean, requiredPoints: number) => void;
}

/**
 * Cart lines the store's points cover: one unit of a line can be redeemed (after a confirmation) when
 * the diner's points suffice; otherwise a toast and a tip say so.
 */
export function PointsRedemption({
  lines,
  signedIn,
  curPoints,
  pointsUsed,
  onLogin,
  onChange,
}: PointsRedemptionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [short, setShort] = useState(false);
  if (lines.length === 0) return null;

  const toggle = async (entry: RedeemableLine) => {
    if (!signedIn) {
      onLogin();
      return;
    }
    if (entry.redeemed) {
      onChange(entry.line.key, false, entry.requiredPoints);
      return;
    }
    const enough = canRedeem({
      supportsExchange: entry.line.supportsExchange,
      requiredPoints: entry.requiredPoints,
      curPoints: curPoints ?? 0,
      pointsAlreadyUsed: pointsUsed,
    });
    if (!enough) {
      setShort(true);
      void showNotice(t('checkout.points.insufficient'), 'fail');
      return;
    }
    const confirmed = await confirmDialog(
      t('checkout.points.confirmTitle'),
      t('checkout.points.confirm', {
        points: entry.requiredPoints,
        count: entry.requiredPoints,
        name: entry.line.name,
      }),
      t('checkout.points.redeem'),
    );
    if (confirmed) onChange(entry.line.key, true, entry.requiredPoints);
  };

  return (
    <section className="nb-checkout-block" aria-labelledby={headingId}>
      <h3 id={headingId} className="nb-checkout-block-title">
        {t('checkout.points.title')}
        {signedIn && curPoints !== null ? (
          <span className="nb-checkout-block-figure">
            {t('checkout.points.balance', { points: curPoints, count: curPoints })}
          </span>
        ) : null}
      </h3>
      {!signedIn ? (
        <button type="button" className="nb-link-button" onClick={onLogin}>
          {t('checkout.points.signIn')}
        </button>
      ) : null}
      <ul className="nb-points-lines">
        {lines.map((entry) => (
          <li key={entry.line.key} className="nb-points-line">
            <label className="nb-switch-row">
              <span>
                <span className="nb-points-name">{entry.line.name}</span>
                <span className="nb-points-cost">
                  {t('checkout.points.oneFor', { points: entry.requiredPoints, count: entry.requiredPoints })}
                </span>
              </span>
              <Switch checked={entry.redeemed} onChange={() => void toggle(entry)} />
            </label>
          </li>
        ))}
      </ul>
      {short ? <p className="nb-checkout-hint">{t('checkout.points.tip')}</p> : null}
    </section>
  );
}
