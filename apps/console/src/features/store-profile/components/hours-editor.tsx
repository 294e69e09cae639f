import type { WeeklyOpenHours } from '@nearbite/domain/store-status';
import { useState } from 'react';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { showToast } from '../../../shared/ui/toast';
import { useSaveHours } from '../api';
import { type HoursRow, rowsOfWeek, weekOfRows } from '../lib/hours-rows';
import { storeProfileTexts } from '../texts';
import { IntervalRows } from './interval-rows';

/** The week's hours, Sunday first: several intervals a day, overnight rows, copy a day to the others. */
export function HoursEditor(props: { businessId: string; hours: WeeklyOpenHours; canEdit: boolean }) {
  const t = useTexts(storeProfileTexts);
  const errorText = useErrorText();
  const save = useSaveHours(props.businessId);
  const [rows, setRows] = useState<HoursRow[][]>(() => rowsOfWeek(props.hours));
  const [problem, setProblem] = useState<string | null>(null);
  const days = t.weekdays.split(',');
  const setDay = (weekday: number, dayRows: HoursRow[]) =>
    setRows((week) => week.map((day, at) => (at === weekday ? dayRows : day)));
  return (
    <section className="nc-panel nc-stack" aria-labelledby="nc-hours-title">
      <h2 id="nc-hours-title" className="nc-section-title">
        {t.hoursTitle}
      </h2>
      <p className="nc-page-intro">{t.hoursIntro}</p>
      <div className="nc-hours-grid">
        {rows.map((dayRows, weekday) => (
          <div className="nc-hours-day" key={days[weekday]}>
            <h3 className="nc-hours-day-name">{days[weekday]}</h3>
            <IntervalRows
              dayName={days[weekday] ?? ''}
              rows={dayRows}
              onChange={(next) => setDay(weekday, next)}
              allowOvernight
              disabled={!props.canEdit}
            />
            {props.canEdit ? (
              <Button
                size="small"
                variant="ghost"
                aria-label={`${t.copyToAll}: ${days[weekday]}`}
                onClick={() => setRows((week) => week.map(() => dayRows.map((row) => ({ ...row }))))}
              >
                {t.copyToAll}
              </Button>
            ) : null}
          </div>
        ))}
      </div>
      {problem ? (
        <p className="nc-alert" role="alert">
          {problem}
        </p>
      ) : null}
      {save.error ? (
        <p className="nc-alert" role="alert">
          {errorText(save.error)}
        </p>
      ) : null}
      {props.canEdit ? (
        <Button
          variant="primary"
          busy={save.isPending}
          onClick={() => {
            const week = weekOfRows(rows);
            if ('invalidDay' in week)
              return setProblem(fill(t.invalidDay, { day: days[week.invalidDay] ?? '' }));
            setProblem(null);
            save.mutate(week.hours, { onSuccess: () => showToast('success', t.saved) });
          }}
        >
          {t.saveHours}
        </Button>
      ) : null}
    </section>
  );
}
