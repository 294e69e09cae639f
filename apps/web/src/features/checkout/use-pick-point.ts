import { clientError } from '@nearbite/api-client/api-client';
import type { GeoPoint } from '@nearbite/domain/geo-distance';
import { formatPhoneInput, nationalDigits } from '@nearbite/domain/phone';
import { type FormEvent, useEffect, useState } from 'react';
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value';
import { goBack } from '../../shared/lib/go-back';
import { useNavigate, useSearchParams } from '../../shared/lib/history-router';
import { showError } from '../../shared/lib/notify';
import { useUser } from '../../shared/lib/user-store';
import { useBusinessDetail, usePickupPoints } from './api';
import { type CheckoutChoices, checkoutChoicesStore, useCheckoutChoices } from './lib/checkout-choices';
import { pickPointFallback, pickPointOutcome, shownHost, shownPickupTime } from './lib/pick-point';
import { parseLocationParam } from './lib/pick-point-url';
import { hostTimeSlots } from './lib/time-options';
import { useCheckoutSession } from './use-checkout-session';

const SEARCH_DELAY_MS = 300;

/** The pickup contact as checkout last had it: the host's contact, else checkout's phone, else the diner's. */
function useContact(choices: CheckoutChoices, userPhone: string | undefined) {
  const [name, setName] = useState(choices.hostContact?.userName ?? '');
  const [phone, setPhone] = useState(() =>
    formatPhoneInput(
      choices.hostContact?.phoneNumber ?? choices.phone ?? nationalDigits(userPhone ?? '') ?? '',
    ),
  );
  return { name, setName, phone, setPhone: (typed: string) => setPhone(formatPhoneInput(typed)) };
}

/**
 * The pickup-point screen's state (/post/pickPoint?businessId=&location=): the searched hosts around the
 * location, the host and time shown (lib/pick-point.ts), the contact, and what Back and Select do.
 */
export function usePickPoint(fallbackCenter: GeoPoint, onLogin: () => void) {
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
  const [pickedId, setPickedId] = useState<string | null>(choices.host?.id ?? null);
  const selected = shownHost(list, pickedId, searched);
  const slots = hostTimeSlots(selected?.data ?? []);
  const [time, setTime] = useState<number | null>(typeof choices.time === 'number' ? choices.time : null);
  const chosenTime = shownPickupTime(time, slots);
  const contact = useContact(choices, user?.phoneNumber);

  useEffect(() => {
    if (businessId === null) void showError(clientError('P1'));
  }, [businessId]);

  const leave = () => goBack(navigate, pickPointFallback(businessId));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = pickPointOutcome({
      businessId,
      host: selected,
      time: chosenTime,
      signedIn: user !== null,
      name: contact.name,
      phone: contact.phone,
    });
    if (outcome.kind === 'signIn') onLogin();
    else if (outcome.kind === 'refuse') void showError(clientError(outcome.code));
    else if (outcome.kind === 'save') {
      update(outcome.choices);
      checkoutChoicesStore.setActive(outcome.businessId);
      leave();
    }
  };

  return {
    origin,
    timeZone: business.data?.address.timeZone ?? 'America/Los_Angeles',
    search: { keywords, setKeywords },
    hosts: { pending: hosts.isPending, list, selected, pick: setPickedId },
    time: { slots, chosen: chosenTime, choose: setTime },
    contact,
    leave,
    onSubmit,
  };
}
