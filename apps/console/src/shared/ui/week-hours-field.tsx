import { hoursTexts } from '../i18n/hours-texts';
import { useTexts } from '../i18n/texts';
import type { HoursRow } from '../lib/hours-rows';
import { Button } from './button';
import { IntervalRows } from './interval-rows';

/** A week of opening intervals, Sunday first: several a day, overnight rows, copy a day to the others. */
export function WeekHoursField(props: {
  rows: HoursRow[][];
  onChange: (rows: HoursRow[][]) => void;
  disabled: boolean;
  /** Names the days for screen readers when a screen has several weeks (a pickup address's name). */
  label?: string;
}) {
  const t = useTexts(hoursTexts);
  const days = t.weekdays.split(',');
  const named = (day: string) => (props.label ? `${props.label}, ${day}` : day);
  const setDay = (weekday: number, dayRows: HoursRow[]) =>
    props.onChange(props.rows.map((day, at) => (at === weekday ? dayRows : day)));
  return (
    <div className="nc-hours-grid">
      {props.rows.map((dayRows, weekday) => (
        <div className="nc-hours-day" key={days[weekday]}>
          <h3 className="nc-hours-day-name">{days[weekday]}</h3>
          <IntervalRows
            dayName={named(days[weekday] ?? '')}
            rows={dayRows}
            onChange={(next) => setDay(weekday, next)}
            allowOvernight
            disabled={props.disabled}
          />
          {props.disabled ? null : (
            <Button
              size="small"
              variant="ghost"
              aria-label={`${t.copyToAll}: ${named(days[weekday] ?? '')}`}
              onClick={() => props.onChange(props.rows.map(() => dayRows.map((row) => ({ ...row }))))}
            >
              {t.copyToAll}
            </Button>
          )}
        </div>
      ))}
    </div>
  );
}

/** "Check the hours on Monday: …" for the weekday `weekOfRows` found invalid. */
export function useInvalidDayText(): (weekday: number) => string {
  const t = useTexts(hoursTexts);
  const days = t.weekdays.split(',');
  return (weekday) => t.invalidDay.replace('{day}', days[weekday] ?? '');
}
