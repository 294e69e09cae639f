import { hashInts } from '../lib/prng.js';

/** What a generated id names; part of the id so ids of different tables never collide. */
export const ID_KINDS = {
  area: 1,
  businessCategory: 2,
  business: 3,
  diningTable: 4,
  pickupAddress: 5,
  timedMenu: 6,
  commodityCategory: 7,
  commodity: 8,
  attribute: 9,
  attributeValue: 10,
  activity: 11,
  coupon: 12,
  host: 13,
  newUserPackage: 14,
  pointsCouponRule: 15,
  specification: 16,
  specificationValue: 17,
  addOnGroup: 18,
  addOnValue: 19,
} as const;

export type IdKind = keyof typeof ID_KINDS;

const hex = (value: number, digits: number) =>
  (value >>> 0).toString(16).padStart(digits, '0').slice(-digits);

/**
 * A UUID (version 8, "custom") built from the seed, the kind and two indexes. Generated ids let child
 * rows name their parents without reading anything back, make the catalog identical for one seed, and
 * are unique by construction rather than by luck.
 */
export function deterministicUuid(seed: number, kind: IdKind, owner: number, local = 0): string {
  const payload = `${hex(hashInts(seed), 8)}${hex(ID_KINDS[kind], 4)}${hex(owner, 8)}${hex(local, 8)}00`;
  const digits = `${payload.slice(0, 12)}8${payload.slice(12, 15)}8${payload.slice(15)}`;
  return `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}-${digits.slice(20)}`;
}

/** Binds the seed once; the generator passes this around instead of the seed. */
export type IdMaker = (kind: IdKind, owner: number, local?: number) => string;

export function idMaker(seed: number): IdMaker {
  return (kind, owner, local = 0) => deterministicUuid(seed, kind, owner, local);
}
