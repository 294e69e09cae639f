import type { StoreOpeningDto } from '@nearbite/contract/console-platform';
import { type ConsoleActor, mayDo } from '@nearbite/domain/staff-roles';
import { useState } from 'react';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { showToast } from '../../../shared/ui/toast';
import { useOpening, useSetOpening } from '../api';
import { openingTexts } from '../texts';
import './opening-bar.css';

type Gap = StoreOpeningDto['gaps'][number];

/**
 * Whether diners can see the store, with what it still lacks and the switch to open or close it. The
 * server decides readiness (A245); the list here is its answer, so both say the same.
 */
export function OpeningBar({ businessId, actor }: { businessId: string; actor: ConsoleActor }) {
  const t = useTexts(openingTexts);
  const errorText = useErrorText();
  const opening = useOpening(businessId);
  const setOpening = useSetOpening(businessId);
  const [confirming, setConfirming] = useState(false);
  if (!opening.data) return null;
  const { status, gaps } = opening.data;
  const mayChange = mayDo(actor, 'manageStoreProfile');
  const gapText: Record<Gap, string> = {
    diningTypes: t.gapDiningTypes,
    openHours: t.gapOpenHours,
    menu: t.gapMenu,
    address: t.gapAddress,
    deliveryFee: t.gapDeliveryFee,
    pickupAddress: t.gapPickupAddress,
  };
  const change = (next: 'online' | 'offline') =>
    setOpening.mutate(next, {
      onSuccess: () => {
        setConfirming(false);
        showToast('success', next === 'online' ? t.opened : t.closed);
      },
    });
  return (
    <section
      className={`nc-opening nc-opening-${status}`}
      aria-label={status === 'online' ? t.online : t.offline}
    >
      <span className="nc-opening-status">{status === 'online' ? t.online : t.offline}</span>
      {status === 'offline' && gaps.length > 0 ? (
        <span className="nc-opening-gaps">
          {t.needs} {gaps.map((gap) => gapText[gap]).join(' · ')}
        </span>
      ) : null}
      {mayChange && status === 'offline' ? (
        <Button size="small" variant="primary" busy={setOpening.isPending} onClick={() => change('online')}>
          {t.openStore}
        </Button>
      ) : null}
      {mayChange && status === 'online' ? (
        <Button size="small" variant="secondary" onClick={() => setConfirming(true)}>
          {t.closeStore}
        </Button>
      ) : null}
      {setOpening.error && !confirming ? (
        <span className="nc-alert" role="alert">
          {errorText(setOpening.error)}
        </span>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t.closeTitle}
          text={t.closeText}
          confirmLabel={t.closeStore}
          busy={setOpening.isPending}
          error={setOpening.error ? errorText(setOpening.error) : null}
          onCancel={() => setConfirming(false)}
          onConfirm={() => change('offline')}
        />
      ) : null}
    </section>
  );
}
