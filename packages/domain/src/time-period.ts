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

/**
 * The instant before which `isWithinPeriod` answers for every period as it does at `now`, at the latest
 * `until`: the first start or end of a period after `now`.
 */
export function periodsSteadyUntil(periods: Iterable<TimePeriod>, now: number, until: number): number {
  let steady = until;
  for (const period of periods) {
    for (const at of [period.startsAt, period.endsAt]) {
      if (at !== null && at > now && at < steady) steady = at;
    }
  }
  return steady;
}
