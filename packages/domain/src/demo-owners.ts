/**
 * The demo catalog's store owners: store number N of the catalog (0-based, in generation order) is owned by
 * the phone 555-NNN-NNNN, that is `555` followed by N on 7 digits (store 0: 555-000-0000, store 42:
 * 555-000-0042). In demo mode the sign-in code arrives in the dev outbox, so anyone can play a store.
 */

/** Room for 10 million stores, far above any catalog the seed writes. */
export const DEMO_OWNER_PHONE_LIMIT = 10_000_000;

/** The 10 national digits of the owner of the demo catalog's store number `index`. */
export function demoOwnerPhone(index: number): string {
  if (!Number.isInteger(index) || index < 0 || index >= DEMO_OWNER_PHONE_LIMIT) {
    throw new RangeError(`No demo owner for store ${index}`);
  }
  return `555${String(index).padStart(7, '0')}`;
}
