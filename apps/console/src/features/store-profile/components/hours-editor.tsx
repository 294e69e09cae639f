import type { WeeklyOpenHours } from '@nearbite/domain/store-status';
import { useState } from 'react';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { useTexts } from '../../../shared/i18n/texts';
import { type HoursRow, rowsOfWeek, weekOfRows } from '../../../shared/lib/hours-rows';
import { Button } from '../../../shared/ui/button';
import { showToast } from '../../../shared/ui/toast';
import { useInvalidDayText, WeekHoursField } from '../../../shared/ui/week-hours-field';
import { useSaveHours } from '../api';
import { storeProfileTexts } from '../texts';

/** The store's weekly hours as diners see them, saved as one week. */
export function HoursEditor(props: { businessId: string; hours: WeeklyOpenHours; canEdit: boolean }) {
  const t = useTexts(storeProfileTexts);
  const errorText = useErrorText();
  const invalidDayText = useInvalidDayText();
  const save = useSaveHours(props.businessId);
  const [rows, setRows] = useState<HoursRow[][]>(() => rowsOfWeek(props.hours));
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <section className="nc-panel nc-stack" aria-labelledby="nc-hours-title">
      <h2 id="nc-hours-title" className="nc-section-title">
        {t.hoursTitle}
      </h2>
      <p className="nc-page-intro">{t.hoursIntro}</p>
      <WeekHoursField rows={rows} onChange={setRows} disabled={!props.canEdit} />
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
            if ('invalidDay' in week) return setProblem(invalidDayText(week.invalidDay));
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
