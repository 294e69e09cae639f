const MINUTE_MS = 60_000;

/** "09:30" for 9.5 hours into the day (an <input type="time"> value); 24:00 reads as 23:59. */
export function clockText(msOfDay: number): string {
  const minutes = Math.min(Math.round(msOfDay / MINUTE_MS), 24 * 60 - 1);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Milliseconds into the day of an <input type="time"> value such as "21:00". */
export function msOfClock(text: string): number {
  const [hours = 0, minutes = 0] = text.split(':').map(Number);
  return (hours * 60 + minutes) * MINUTE_MS;
}
