import type { StoreProfileDto, StoreProfilePatch } from '@nearbite/contract/console-store-profile';
import type { OrderType } from '@nearbite/domain/order-type';
import { isValidPhone, toFullPhoneNumber } from '@nearbite/domain/phone';
import { useState } from 'react';

/** The profile form's fields as typed: text for every input, lists for the choices. */
export interface ProfileDraft {
  nameEn: string;
  nameZh: string;
  announcementEn: string;
  announcementZh: string;
  categoryIds: string[];
  phone: string;
  website: string;
  diningTypes: OrderType[];
  prepMinutes: string;
  orderInAdvance: boolean;
  reserveDay: string;
  spacTimeMinutes: string;
  pointsEnabled: boolean;
  timeZone: string;
  logo: string;
  banner: string;
}

export function draftOf(profile: StoreProfileDto): ProfileDraft {
  return {
    nameEn: profile.name.en,
    nameZh: profile.name.zh,
    announcementEn: profile.announcement?.en ?? '',
    announcementZh: profile.announcement?.zh ?? '',
    categoryIds: profile.categoryIds,
    phone: profile.contactPhoneNumber ?? '',
    website: profile.website ?? '',
    diningTypes: profile.diningTypes,
    prepMinutes: String(Math.round(profile.prepareFoodTimeSeconds / 60)),
    orderInAdvance: profile.orderInAdvance,
    reserveDay: String(profile.reserveDay),
    spacTimeMinutes: String(profile.spacTimeMinutes),
    pointsEnabled: profile.pointsEnabled,
    timeZone: profile.timeZone,
    logo: profile.logo ?? '',
    banner: profile.images[0] ?? '',
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
/** A phone typed as 10 digits (415-555-0123) is sent as E.164; anything else as typed, for the server to judge. */
const phoneOf = (value: string) => (isValidPhone(value) ? toFullPhoneNumber(value) : orNull(value));
/** A number field as typed; NaN goes to the server, which names the field in its answer. */
const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** The whole form as a change: the server keeps what did not change and checks every field's rule. */
export function patchOf(draft: ProfileDraft, images: string[]): StoreProfilePatch {
  const announcement =
    draft.announcementEn.trim() || draft.announcementZh.trim()
      ? { en: draft.announcementEn.trim(), zh: draft.announcementZh.trim() }
      : null;
  const minutes = numberOf(draft.prepMinutes);
  return {
    name: { en: draft.nameEn.trim(), zh: draft.nameZh.trim() },
    announcement,
    categoryIds: draft.categoryIds,
    contactPhoneNumber: phoneOf(draft.phone),
    website: orNull(draft.website),
    diningTypes: draft.diningTypes,
    prepareFoodTimeSeconds: Number.isFinite(minutes) ? Math.round(minutes * 60) : -1,
    orderInAdvance: draft.orderInAdvance,
    reserveDay: Number.isFinite(numberOf(draft.reserveDay)) ? numberOf(draft.reserveDay) : -1,
    spacTimeMinutes: Number.isFinite(numberOf(draft.spacTimeMinutes)) ? numberOf(draft.spacTimeMinutes) : -1,
    pointsEnabled: draft.pointsEnabled,
    timeZone: draft.timeZone,
    logo: orNull(draft.logo),
    // The banner field edits the first photo; the others stay as they are.
    images: draft.banner.trim() ? [draft.banner.trim(), ...images.slice(1)] : images.slice(1),
  };
}

/**
 * Only the fields the form changed: a store's older values (a phone saved before E.164) are not sent back
 * to be judged by today's rules unless staff touch them.
 */
export function changesOf(draft: ProfileDraft, profile: StoreProfileDto): StoreProfilePatch {
  const next = patchOf(draft, profile.images);
  const before = patchOf(draftOf(profile), profile.images);
  const changed = Object.entries(next).filter(
    ([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key as keyof StoreProfilePatch]),
  );
  return Object.fromEntries(changed) as StoreProfilePatch;
}

/** The form's draft, reset from the saved profile, and a setter for one field. */
export function useProfileDraft(profile: StoreProfileDto) {
  const [draft, setDraft] = useState(() => draftOf(profile));
  const set = <K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  return { draft, set };
}
