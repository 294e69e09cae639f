import { hoursTexts } from '../i18n/hours-texts';
import { fill, useTexts } from '../i18n/texts';
import type { HoursRow } from '../lib/hours-rows';
import { Button } from './button';
import './hours-field.css';

interface IntervalRowsProps {
  /** Names the rows for screen readers: "Monday", "2025-12-25". */
  dayName: string;
  rows: HoursRow[];
  onChange: (rows: HoursRow[]) => void;
  /** Whether rows may run past midnight (weekly hours; special days keep to their date). */
  allowOvernight: boolean;
  disabled: boolean;
}

/** A day's opening intervals: opening and closing time per row, add and remove. */
export function IntervalRows({ dayName, rows, onChange, allowOvernight, disabled }: IntervalRowsProps) {
  const t = useTexts(hoursTexts);
  const update = (index: number, change: Partial<HoursRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  return (
    <div className="nc-interval-rows">
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their place.
        <div className="nc-interval-row" key={index}>
          <label className="nc-inline-field">
            <span className="nc-visually-hidden">{`${dayName} ${index + 1}: `}</span>
            {t.from}
            <input
              type="time"
              className="nc-input nc-input-time"
              value={row.start}
              disabled={disabled}
              onChange={(event) => update(index, { start: event.target.value })}
            />
          </label>
          <label className="nc-inline-field">
            <span className="nc-visually-hidden">{`${dayName} ${index + 1}: `}</span>
            {t.to}
            <input
              type="time"
              className="nc-input nc-input-time"
              value={row.end}
              disabled={disabled}
              onChange={(event) => update(index, { end: event.target.value })}
            />
          </label>
          {allowOvernight ? (
            <label className="nc-inline-field">
              <input
                type="checkbox"
                checked={row.overnight}
                disabled={disabled}
                onChange={(event) => update(index, { overnight: event.target.checked })}
              />
              {t.overnight}
              <span className="nc-visually-hidden">{` (${dayName} ${index + 1})`}</span>
            </label>
          ) : null}
          {disabled ? null : (
            <Button
              size="small"
              aria-label={`${t.removeInterval}: ${dayName} ${row.start}–${row.end}`}
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
            >
              {t.removeInterval}
            </Button>
          )}
        </div>
      ))}
      {rows.length === 0 ? <span className="nc-muted">{t.closedDay}</span> : null}
      {disabled ? null : (
        <Button
          size="small"
          aria-label={fill('{add}: {day}', { add: t.addInterval, day: dayName })}
          onClick={() => onChange([...rows, { start: '09:00', end: '17:00', overnight: false }])}
        >
          {t.addInterval}
        </Button>
      )}
    </div>
  );
}
