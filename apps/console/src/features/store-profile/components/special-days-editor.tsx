import type { StoreSpecialDayDto } from '@nearbite/contract/console-store-profile';
import { useState } from 'react';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { useTexts } from '../../../shared/i18n/texts';
import { dayOfRows, type HoursRow, rowsOfDay } from '../../../shared/lib/hours-rows';
import { Button } from '../../../shared/ui/button';
import { IntervalRows } from '../../../shared/ui/interval-rows';
import { TextField } from '../../../shared/ui/text-field';
import { showToast } from '../../../shared/ui/toast';
import { useSaveSpecialDays } from '../api';
import { storeProfileTexts } from '../texts';

interface DraftDay {
  date: string;
  closed: boolean;
  rows: HoursRow[];
  note: string;
}

const draftOf = (day: StoreSpecialDayDto): DraftDay => ({
  date: day.date,
  closed: day.intervals.length === 0,
  rows: rowsOfDay(day.intervals),
  note: day.note ?? '',
});

/** The days to save, or null when one has no date or invalid hours. */
function daysOf(drafts: DraftDay[]): StoreSpecialDayDto[] | null {
  const days: StoreSpecialDayDto[] = [];
  for (const draft of drafts) {
    const intervals = draft.closed ? [] : dayOfRows(draft.rows);
    if (!draft.date || intervals === null || (!draft.closed && intervals.length === 0)) return null;
    days.push({ date: draft.date, intervals, ...(draft.note.trim() ? { note: draft.note.trim() } : {}) });
  }
  return days;
}

/** Holidays and days with other hours: a date, closed or its own intervals, and a note. */
export function SpecialDaysEditor(props: {
  businessId: string;
  days: StoreSpecialDayDto[];
  today: string;
  canEdit: boolean;
}) {
  const t = useTexts(storeProfileTexts);
  const errorText = useErrorText();
  const save = useSaveSpecialDays(props.businessId);
  const [drafts, setDrafts] = useState<DraftDay[]>(() => props.days.map(draftOf));
  const [problem, setProblem] = useState<string | null>(null);
  const update = (index: number, change: Partial<DraftDay>) =>
    setDrafts((list) => list.map((draft, at) => (at === index ? { ...draft, ...change } : draft)));
  return (
    <section className="nc-panel nc-stack" aria-labelledby="nc-special-title">
      <h2 id="nc-special-title" className="nc-section-title">
        {t.specialTitle}
      </h2>
      <p className="nc-page-intro">{t.specialIntro}</p>
      {drafts.length === 0 ? <p className="nc-muted">{t.noSpecialDays}</p> : null}
      {drafts.map((draft, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a new day has no date yet to key it by.
        <fieldset className="nc-special-day" key={index}>
          <legend className="nc-visually-hidden">{draft.date || `${t.specialTitle} ${index + 1}`}</legend>
          <TextField
            label={t.date}
            type="date"
            min={props.today}
            value={draft.date}
            disabled={!props.canEdit}
            onChange={(date) => update(index, { date })}
          />
          <label className="nc-inline-field">
            <input
              type="checkbox"
              checked={draft.closed}
              disabled={!props.canEdit}
              onChange={(event) => update(index, { closed: event.target.checked })}
            />
            {t.closedAllDay}
          </label>
          {draft.closed ? null : (
            <IntervalRows
              dayName={draft.date}
              rows={draft.rows}
              onChange={(rows) => update(index, { rows })}
              allowOvernight={false}
              disabled={!props.canEdit}
            />
          )}
          <TextField
            label={t.note}
            value={draft.note}
            placeholder={t.notePlaceholder}
            maxLength={80}
            disabled={!props.canEdit}
            onChange={(note) => update(index, { note })}
          />
          {props.canEdit ? (
            <Button size="small" onClick={() => setDrafts((list) => list.filter((_, at) => at !== index))}>
              {t.removeDay}
            </Button>
          ) : null}
        </fieldset>
      ))}
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
        <div className="nc-form-row">
          <Button
            onClick={() =>
              setDrafts((list) => [...list, { date: props.today, closed: true, rows: [], note: '' }])
            }
          >
            {t.addSpecialDay}
          </Button>
          <Button
            variant="primary"
            busy={save.isPending}
            onClick={() => {
              const days = daysOf(drafts);
              if (!days) return setProblem(t.invalidSpecial);
              setProblem(null);
              save.mutate(days, { onSuccess: () => showToast('success', t.saved) });
            }}
          >
            {t.saveSpecialDays}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
