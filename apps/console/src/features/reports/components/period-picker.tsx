import type { ReportQuery } from '@nearbite/contract/console-reports';
import { REPORT_PERIOD_NAMES, type ReportPeriodName } from '@nearbite/domain/report-periods';
import { type FormEvent, useState } from 'react';
import { useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { Select } from '../../../shared/ui/select';
import { TextField } from '../../../shared/ui/text-field';
import { reportTexts } from '../texts';

/** A named period applies at once; chosen dates apply with "Show", so a half-typed range is not fetched. */
export function PeriodPicker({
  value,
  onChange,
  today,
}: {
  value: ReportQuery;
  onChange: (query: ReportQuery) => void;
  today: string;
}) {
  const t = useTexts(reportTexts);
  const [period, setPeriod] = useState<ReportPeriodName>(value.period);
  const [from, setFrom] = useState(value.from ?? today);
  const [to, setTo] = useState(value.to ?? today);
  const choose = (next: ReportPeriodName) => {
    setPeriod(next);
    if (next !== 'range') onChange({ period: next });
    else if (!from || !to) {
      setFrom(today);
      setTo(today);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ period: 'range', from, to });
  };
  return (
    <form className="nc-report-picker" onSubmit={submit}>
      <Select
        label={t.period}
        value={period}
        options={REPORT_PERIOD_NAMES.map((name) => ({ value: name, label: t[name] }))}
        onChange={choose}
      />
      {period === 'range' ? (
        <>
          <TextField label={t.from} type="date" value={from} onChange={setFrom} required />
          <TextField label={t.to} type="date" value={to} onChange={setTo} hint={t.rangeHint} required />
          <Button type="submit">{t.show}</Button>
        </>
      ) : null}
    </form>
  );
}
