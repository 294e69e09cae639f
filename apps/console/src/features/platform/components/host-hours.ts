import type { WeeklyOpenHours } from '@nearbite/domain/store-status';
import { clockOf } from '../../../shared/lib/hours-rows';

/** A host's week in a few words: the same hours every day, how many days it has hours, or none. */
export function hoursSummary(
  hours: WeeklyOpenHours,
  texts: { everyDay: string; daysOpen: string; noHours: string },
): string {
  const dayText = (day: WeeklyOpenHours[number]) =>
    day.map(([start, end]) => `${clockOf(start)}–${clockOf(end)}`).join(', ');
  const days = hours.filter((day) => day.length > 0);
  if (days.length === 0) return texts.noHours;
  const first = dayText(hours[0] ?? []);
  if (days.length === 7 && hours.every((day) => dayText(day) === first))
    return texts.everyDay.replace('{hours}', first);
  return texts.daysOpen.replace('{count}', String(days.length));
}
