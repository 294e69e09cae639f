import type { PointsRulesDto } from '@nearbite/contract/console-points';
import { useState } from 'react';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { hasUnreadable } from '../../../shared/lib/coupon-form';
import { Button } from '../../../shared/ui/button';
import { Switch } from '../../../shared/ui/switch';
import { TextField } from '../../../shared/ui/text-field';
import { showToast } from '../../../shared/ui/toast';
import { useSavePointsRules } from '../api';
import { halfWrittenText, type PointsForm, pointsBodyOf, pointsFormOf, tierProblemOf } from '../points-form';
import { promotionsTexts } from '../texts';
import { PointsTextsFields } from './points-texts-fields';
import { TierRows } from './tier-rows';

/** The rules as fields; a problem the console can see is named before anything is sent. */
export function PointsRulesForm({
  businessId,
  rules,
  canManage,
}: {
  businessId: string;
  rules: PointsRulesDto;
  canManage: boolean;
}) {
  const t = useTexts(promotionsTexts);
  const errorText = useErrorText();
  const save = useSavePointsRules(businessId);
  const [form, setForm] = useState<PointsForm>(() => pointsFormOf(rules));
  const [problem, setProblem] = useState<string | null>(null);
  const set =
    <K extends keyof PointsForm>(key: K) =>
    (value: PointsForm[K]) =>
      setForm((current) => ({ ...current, [key]: value }));

  function submit() {
    const body = pointsBodyOf(form);
    if (hasUnreadable(body)) return setProblem(t.unreadable);
    const tier = tierProblemOf(body);
    if (tier) {
      return setProblem(
        fill(tier.problem === 'overlaps' ? t.tierOverlaps : t.tierEmptyRange, { row: tier.row }),
      );
    }
    const halfWritten = halfWrittenText(form);
    if (halfWritten) return setProblem(fill(t.textOneLanguage, { label: t[halfWritten] }));
    setProblem(null);
    save.mutate(body, {
      onSuccess: (saved) => {
        setForm(pointsFormOf(saved));
        showToast('success', t.pointsSaved);
      },
    });
  }

  return (
    <form
      className="nc-stack"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset className="nc-fieldset-plain" disabled={!canManage}>
        <div className="nc-form-row">
          <TextField
            label={t.pointsPerDollar}
            value={form.pointsPerDollar}
            onChange={set('pointsPerDollar')}
            inputMode="numeric"
            className="nc-field-narrow"
          />
          <TextField
            label={t.validityDays}
            hint={t.validityHint}
            value={form.validityDays}
            onChange={set('validityDays')}
            inputMode="numeric"
          />
          <TextField
            label={t.maxPerOrder}
            hint={t.maxPerOrderHint}
            value={form.maxPerOrder}
            onChange={set('maxPerOrder')}
            inputMode="numeric"
          />
        </div>
        <Switch
          label={t.doublePoints}
          description={t.doublePointsHint}
          checked={form.isDouble}
          disabled={!canManage}
          onChange={set('isDouble')}
        />
        <TierRows rows={form.tiers} onChange={set('tiers')} canManage={canManage} />
        <PointsTextsFields texts={form.texts} onChange={set('texts')} />
      </fieldset>
      {problem || save.error ? (
        <p className="nc-alert" role="alert">
          {problem ?? errorText(save.error)}
        </p>
      ) : null}
      {canManage ? (
        <div>
          <Button type="submit" variant="primary" busy={save.isPending}>
            {t.savePoints}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
