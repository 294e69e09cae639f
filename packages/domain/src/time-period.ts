/** A period in epoch milliseconds; null leaves that side open. */
export interface TimePeriod {
  startsAt: number | null;
  endsAt: number | null;
}

/** Whether `now` lies in the period: from its start (included) until its end (excluded). */
export function isWithinPeriod(period: TimePeriod, now: number): boolean {
  return (
    (period.startsAt === null || period.startsAt <= now) && (period.endsAt === null || period.endsAt > now)
  );
}
