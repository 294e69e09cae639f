import type { StoreProfileDto } from '@nearbite/contract/console-store-profile';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { storeProfileTexts } from '../texts';

/** The label a diner sees on the store's card now, as the server's storeStatusAt computed it. */
export function StatusBanner({ status }: { status: StoreProfileDto['status'] }) {
  const t = useTexts(storeProfileTexts);
  const label = { open: t.labelOpen, reserved: t.labelReserved, closed: t.labelClosed }[status.label];
  let special: string | null = null;
  if (status.closedAllDay)
    special = status.specialNote ? fill(t.closedToday, { note: status.specialNote }) : t.closedTodayNoNote;
  else if (status.specialNote) special = fill(t.specialToday, { note: status.specialNote });
  return (
    <p className={`nc-store-status nc-store-status-${status.label}`} role="status">
      <span className="nc-store-status-caption">{t.nowLabel}:</span> <strong>{special ?? label}</strong>
    </p>
  );
}
