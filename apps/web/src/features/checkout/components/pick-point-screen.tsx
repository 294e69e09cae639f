import type { GeoPoint } from '@nearbite/domain/geo-distance';
import { Suspense, useId, useState } from 'react';
import { useCheckoutTexts } from '../../../shared/i18n/checkout-texts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { ScreenHead } from '../../../shared/ui/screen-head';
import { timeDayOffset } from '../lib/checkout-panel-view';
import { pointOf } from '../lib/checkout-pricing';
import type { PlacesMap as PlacesMapComponent } from '../lib/map-slots';
import { usePickPoint } from '../use-pick-point';
import { ChoiceRow } from './choice-row';
import { HostContactFields } from './host-contact-fields';
import { HostList } from './host-list';
import { TimeChooser, useTimeText } from './time-chooser';
import './checkout.css';

export interface PickPointScreenProps {
  PlacesMap: PlacesMapComponent;
  /** Where the list is measured from when the address gives no location. */
  fallbackCenter: GeoPoint;
  onLogin: () => void;
}

/**
 * /post/pickPoint?businessId=&location=: the store's self-pickup points (hosts) on a map and in a
 * searchable list with their distance, the pickup contact, the pickup time and "Select this point".
 * Its state is use-pick-point.ts.
 */
export default function PickPointScreen({ PlacesMap, fallbackCenter, onLogin }: PickPointScreenProps) {
  useCheckoutTexts();
  const { t } = useTranslation();
  const searchId = useId();
  const [choosingTime, setChoosingTime] = useState(false);
  const { origin, timeZone, search, hosts, time, contact, leave, onSubmit } = usePickPoint(
    fallbackCenter,
    onLogin,
  );
  const { selected } = hosts;
  const timeText = useTimeText(timeZone);
  const title = t('screens.postPickPoint');
  useDocumentTitle(title);
  const places = hosts.list.map((host) => ({
    id: host.id,
    name: host.name,
    ...pointOf(host.address.location),
  }));
  const timeOver = time.chosen === null;

  return (
    <main className="nb-checkout-screen nb-pick-point">
      <ScreenHead
        title={title}
        backLabel={t('checkout.back')}
        onBack={leave}
        className="nb-checkout-screen-head"
      />
      <p className="nb-pick-point-intro">{t('checkout.host.intro')}</p>
      <section className="nb-checkout-map nb-pick-point-map" aria-label={t('checkout.host.mapLabel')}>
        <Suspense fallback={<div className="nb-checkout-map-loading" />}>
          <PlacesMap
            center={selected ? pointOf(selected.address.location) : origin}
            places={places}
            selectedId={selected?.id ?? null}
            onSelect={hosts.pick}
            user={origin}
          />
        </Suspense>
      </section>
      <form className="nb-pick-point-form" onSubmit={onSubmit} noValidate>
        <search className="nb-checkout-field">
          <label htmlFor={searchId}>{t('checkout.host.searchLabel')}</label>
          <input
            id={searchId}
            className="nb-checkout-input"
            type="search"
            maxLength={100}
            placeholder={t('checkout.host.searchPlaceholder')}
            value={search.keywords}
            onChange={(event) => search.setKeywords(event.target.value)}
          />
        </search>
        <HostList
          pending={hosts.pending}
          list={hosts.list}
          selectedId={selected?.id ?? null}
          onSelect={hosts.pick}
        />
        <HostContactFields {...contact} />
        {selected ? (
          <ChoiceRow
            label={t('checkout.time.pickupLabel')}
            value={
              time.chosen === null
                ? t('checkout.host.timeOver')
                : timeText(time.chosen, timeDayOffset(time.slots, time.chosen))
            }
            empty={timeOver}
            onClick={() => setChoosingTime(true)}
          />
        ) : null}
        <button
          type="submit"
          className="nb-checkout-primary nb-pick-point-select"
          disabled={!selected || timeOver}
        >
          {selected && timeOver ? t('checkout.host.timeOver') : t('checkout.host.select')}
        </button>
      </form>
      <TimeChooser
        key={selected?.id ?? 'none'}
        visible={choosingTime}
        title={t('checkout.time.pickupTitle')}
        slots={time.slots}
        timeZone={timeZone}
        value={time.chosen}
        emptyMessage={t('checkout.time.noHostTimes')}
        onChoose={(value) => {
          if (typeof value === 'number') time.choose(value);
        }}
        onClose={() => setChoosingTime(false)}
      />
    </main>
  );
}
