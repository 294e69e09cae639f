import { storeTimeParts } from '../i18n/orders-texts';

/**
 * An order's moment on the store's clock, as a `<time>` element (machine-readable in UTC), with the zone's
 * label, kept on one line, when the device's clock reads otherwise.
 */
export function StoreTime({ at, timeZone, className }: { at: number; timeZone: string; className?: string }) {
  const { time, zone } = storeTimeParts(at, timeZone);
  return (
    <time className={className} dateTime={new Date(at).toISOString()}>
      {time}
      {zone === null ? null : <span className="nb-store-zone">{zone}</span>}
    </time>
  );
}
