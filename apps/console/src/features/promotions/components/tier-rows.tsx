import { EXCHANGE_TIERS_MAX } from '@nearbite/domain/points-settings';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import type { TierRow } from '../points-form';
import { promotionsTexts } from '../texts';

/** The price tiers, one row each (from, to, points), with adding and removing rows. */
export function TierRows({
  rows,
  onChange,
  canManage,
}: {
  rows: TierRow[];
  onChange: (rows: TierRow[]) => void;
  canManage: boolean;
}) {
  const t = useTexts(promotionsTexts);
  const change = (index: number, key: keyof TierRow) => (value: string) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [key]: value } : row)));
  const last = rows.at(-1);
  return (
    <div className="nc-stack">
      <h3 className="nc-points-subtitle">{t.tiersTitle}</h3>
      {rows.length === 0 ? <p className="nc-page-intro">{t.tiersEmpty}</p> : null}
      {rows.map((row, index) => {
        const label = fill(t.tierRow, { row: index + 1 });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; a row is its position in the list.
          <fieldset key={index} className="nc-form-row nc-tier-row" aria-label={label}>
            <TextField
              label={t.tierFrom}
              value={row.from}
              onChange={change(index, 'from')}
              inputMode="decimal"
            />
            <TextField label={t.tierTo} value={row.to} onChange={change(index, 'to')} inputMode="decimal" />
            <TextField
              label={t.tierPoints}
              value={row.points}
              onChange={change(index, 'points')}
              inputMode="numeric"
            />
            {canManage ? (
              <Button onClick={() => onChange(rows.filter((_, at) => at !== index))}>
                {fill(t.removeTier, { row: index + 1 })}
              </Button>
            ) : null}
          </fieldset>
        );
      })}
      {canManage && rows.length < EXCHANGE_TIERS_MAX ? (
        <div>
          <Button onClick={() => onChange([...rows, { from: last?.to ?? '0.00', to: '', points: '' }])}>
            {t.addTier}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
