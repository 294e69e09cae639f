import type { PickupPointDto } from '@nearbite/contract/pickup-points';
import type { GeoPoint } from '@nearbite/domain/geo-distance';
import { milesText } from '@nearbite/domain/money-text';
import { defaultHost } from '@nearbite/domain/ordering-limits';
import {
  formatPhoneInput,
  isValidPhone,
  nationalDigits,
  PHONE_INPUT_MAX_LENGTH,
} from '@nearbite/domain/phone';
import { type FormEvent, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { useCheckoutTexts } from '../../../shared/i18n/checkout-texts';
import { clientError } from '../../../shared/lib/api-client';
import { showError } from '../../../shared/lib/notify';
import { paths } from '../../../shared/lib/paths';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useUser } from '../../../shared/lib/user-store';
import { BackIcon } from '../../../shared/ui/icons';
import { useBusinessDetail, usePickupPoints } from '../api';
import { checkoutChoicesStore, useCheckoutChoices } from '../lib/checkout-choices';
import { pointOf } from '../lib/checkout-pricing';
import { chosenHostOf } from '../lib/checkout-state';
import type { PlacesMap as PlacesMapComponent } from '../lib/map-slots';
import { parseLocationParam } from '../lib/pick-point-url';
import { hostTimeSlots, isStillOffered } from '../lib/time-options';
import { useCheckoutSession } from '../use-checkout-session';
import { ChoiceRow } from './choice-row';
import { TimeChooser, useTimeText } from './time-chooser';
import './checkout.css';

export interface PickPointScreenProps {
  PlacesMap: PlacesMapComponent;
  /** Where the list is measured from when the address gives no location. */
  fallbackCenter: GeoPoint;
  onLogin: () => void;
}

const SEARCH_DELAY_MS = 300;

function HostItem({
  host,
  selected,
  onSelect,
}: {
  host: PickupPointDto;
  selected: boolean;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation();
  const timeOver = hostTimeSlots(host.data).days.length === 0;
  return (
    <li>
      <button
        type="button"
        className="nb-option nb-host-item"
        aria-pressed={selected}
        onClick={() => onSelect(host.id)}
      >
        <span className="nb-host-item-head">
          <span className="nb-host-item-name">{host.name}</span>
          <span className="nb-host-item-miles">
            {t('checkout.host.miles', { miles: milesText(host.distance) })}
          </span>
        </span>
        <span className="nb-host-item-address">{host.address.fullAddress}</span>
        {timeOver ? <span className="nb-host-item-over">{t('checkout.host.timeOver')}</span> : null}
      </button>
    </li>
  );
}

/**
 * /post/pickPoint?businessId=&location=: the store's self-pickup points (hosts) on a map and in a
 * searchable list with their distance, the pickup contact, the pickup time and "Select this point".
 */
export default function PickPointScreen({ PlacesMap, fallbackCenter, onLogin }: PickPointScreenProps) {
  useCheckoutTexts();
  const { t } = useTranslation();
  const ids = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useCheckoutSession();
  const user = useUser();
  const businessId = params.get('businessId');
  const origin = parseLocationParam(params.get('location')) ?? fallbackCenter;
  const [choices, update] = useCheckoutChoices(businessId ?? '');
  const business = useBusinessDetail(businessId);
  const [keywords, setKeywords] = useState('');
  const searched = useDebouncedValue(keywords, SEARCH_DELAY_MS);
  const hosts = usePickupPoints(businessId ?? '', origin, searched, businessId !== null);
  const list = hosts.data?.selfPickupPoints ?? [];
  const [selectedId, setSelectedId] = useState<string | null>(choices.host?.id ?? null);
  const selected =
    list.find((host) => host.id === selectedId) ?? (searched ? list[0] : (defaultHost(list) ?? list[0]));
  const slots = hostTimeSlots(selected?.data ?? []);
  const [time, setTime] = useState<number | null>(typeof choices.time === 'number' ? choices.time : null);
  const chosenTime = time !== null && isStillOffered(time, slots) ? time : (slots.days[0]?.slots[0] ?? null);
  const [choosingTime, setChoosingTime] = useState(false);
  const [name, setName] = useState(choices.hostContact?.userName ?? '');
  const [phone, setPhone] = useState(() =>
    formatPhoneInput(
      choices.hostContact?.phoneNumber ?? choices.phone ?? nationalDigits(user?.phoneNumber ?? '') ?? '',
    ),
  );
  const timeZone = business.data?.address.timeZone ?? 'America/Los_Angeles';
  const timeText = useTimeText(timeZone);
  const title = t('screens.postPickPoint');
  useDocumentTitle(title);

  useEffect(() => {
    if (businessId === null) void showError(clientError('P1'));
  }, [businessId]);

  const leave = () => {
    const index = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof index === 'number' && index > 0) void navigate(-1);
    else if (businessId)
      void navigate(`${paths.postDetail}?businessId=${encodeURIComponent(businessId)}`, { replace: true });
    else void navigate(paths.home, { replace: true });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!businessId || !selected || chosenTime === null) return;
    if (!user) {
      onLogin();
      return;
    }
    if (!isValidPhone(phone)) {
      void showError(clientError('T2'));
      return;
    }
    update({
      hostOn: true,
      host: chosenHostOf(selected),
      hostContact: { userName: name.trim(), phoneNumber: phone },
      phone,
      timeType: 'pickPoint',
      time: chosenTime,
    });
    checkoutChoicesStore.setActive(businessId);
    leave();
  };

  const timeDay = (value: number) => slots.days.find((day) => day.slots.includes(value))?.dayOffset ?? null;
  const places = list.map((host) => ({ id: host.id, name: host.name, ...pointOf(host.address.location) }));
  const searchId = `${ids}-search`;
  const nameId = `${ids}-name`;
  const phoneId = `${ids}-phone`;

  return (
    <main className="nb-checkout-screen nb-pick-point">
      <header className="nb-checkout-screen-head">
        <button type="button" className="nb-checkout-back" onClick={leave}>
          <BackIcon width="22" height="22" />
          <span className="nb-visually-hidden">{t('checkout.back')}</span>
        </button>
        <h1 className="nb-checkout-screen-title">{title}</h1>
      </header>
      <p className="nb-pick-point-intro">{t('checkout.host.intro')}</p>
      <section className="nb-checkout-map nb-pick-point-map" aria-label={t('checkout.host.mapLabel')}>
        <Suspense fallback={<div className="nb-checkout-map-loading" />}>
          <PlacesMap
            center={selected ? pointOf(selected.address.location) : origin}
            places={places}
            selectedId={selected?.id ?? null}
            onSelect={setSelectedId}
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
            value={keywords}
            onChange={(event) => setKeywords(event.target.value)}
          />
        </search>
        {hosts.isPending ? (
          <p className="nb-checkout-empty" role="status">
            {t('common.loading')}
          </p>
        ) : list.length === 0 ? (
          <p className="nb-checkout-empty" role="status">
            {t('checkout.host.none')}
          </p>
        ) : (
          <ul className="nb-host-list" aria-label={t('checkout.host.listLabel')}>
            {list.map((host) => (
              <HostItem
                key={host.id}
                host={host}
                selected={host.id === selected?.id}
                onSelect={setSelectedId}
              />
            ))}
          </ul>
        )}
        <fieldset className="nb-checkout-block nb-host-contact">
          <legend className="nb-checkout-block-title">{t('checkout.host.contact')}</legend>
          <div className="nb-checkout-field">
            <label htmlFor={nameId}>{t('checkout.host.contactName')}</label>
            <input
              id={nameId}
              className="nb-checkout-input"
              autoComplete="name"
              maxLength={60}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <div className="nb-checkout-field">
            <label htmlFor={phoneId}>{t('checkout.host.contactPhone')}</label>
            <input
              id={phoneId}
              className="nb-checkout-input"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={PHONE_INPUT_MAX_LENGTH}
              placeholder={t('auth.phonePlaceholder')}
              value={phone}
              onChange={(event) => setPhone(formatPhoneInput(event.target.value))}
            />
          </div>
        </fieldset>
        {selected ? (
          <ChoiceRow
            label={t('checkout.time.pickupLabel')}
            value={
              chosenTime === null ? t('checkout.host.timeOver') : timeText(chosenTime, timeDay(chosenTime))
            }
            empty={chosenTime === null}
            onClick={() => setChoosingTime(true)}
          />
        ) : null}
        <button
          type="submit"
          className="nb-checkout-primary nb-pick-point-select"
          disabled={!selected || chosenTime === null}
        >
          {selected && chosenTime === null ? t('checkout.host.timeOver') : t('checkout.host.select')}
        </button>
      </form>
      <TimeChooser
        key={selected?.id ?? 'none'}
        visible={choosingTime}
        title={t('checkout.time.pickupTitle')}
        slots={slots}
        timeZone={timeZone}
        value={chosenTime}
        emptyMessage={t('checkout.time.noHostTimes')}
        onChoose={(value) => {
          if (typeof value === 'number') setTime(value);
        }}
        onClose={() => setChoosingTime(false)}
      />
    </main>
  );
}
