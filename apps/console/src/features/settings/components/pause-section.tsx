import type { BoardSettingsDto } from '@nearbite/contract/console-board';
import {
  isPaused,
  PAUSE_MINUTE_CHOICES,
  PAUSE_REASONS,
  type PauseReason,
} from '@nearbite/domain/store-operations';
import { useLanguage } from '../../../shared/i18n/language';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { clockTime } from '../../../shared/lib/format';
import { Button } from '../../../shared/ui/button';
import { Select } from '../../../shared/ui/select';
import type { SettingsChange } from '../api';
import type { useSettingsForm } from '../hooks/use-settings-form';
import { settingsTexts } from '../texts';

type Texts = (typeof settingsTexts)['en'];

export function pauseReasonLabel(reason: PauseReason, t: Texts): string {
  return {
    tooBusy: t.reasonTooBusy,
    kitchenIssue: t.reasonKitchenIssue,
    closingEarly: t.reasonClosingEarly,
    other: t.reasonOther,
  }[reason];
}

interface PauseSectionProps {
  settings: BoardSettingsDto;
  form: ReturnType<typeof useSettingsForm>;
  onSave: (change: SettingsChange) => void;
  saving: boolean;
  now: number;
}

/** Pausing new orders for a while with a reason diners see, or taking them again. */
export function PauseSection({ settings, form, onSave, saving, now }: PauseSectionProps) {
  const t = useTexts(settingsTexts);
  const language = useLanguage();
  const paused = isPaused(settings.pausedUntil, now);
  return (
    <section className="nc-pause" aria-labelledby="nc-pause-title">
      <h3 id="nc-pause-title">{t.pauseTitle}</h3>
      {paused && settings.pausedUntil ? (
        <>
          <p className="nc-alert">
            {fill(t.paused, { time: clockTime(settings.pausedUntil, language) })}
            {settings.pauseReason ? ` ${pauseReasonLabel(settings.pauseReason, t)}` : ''}
          </p>
          <Button variant="success" busy={saving} onClick={() => onSave({ pauseMinutes: 0 })}>
            {t.resume}
          </Button>
        </>
      ) : (
        <>
          <p className="nc-page-intro">{t.pauseIntro}</p>
          <div className="nc-form-row">
            <Select
              label={t.pauseFor}
              value={String(form.pauseMinutes)}
              options={PAUSE_MINUTE_CHOICES.map((minutes) => ({
                value: String(minutes),
                label: fill(t.minutes, { minutes }),
              }))}
              onChange={(value) => form.setPauseMinutes(Number(value))}
            />
            <Select<PauseReason>
              label={t.pauseReason}
              value={form.pauseReason}
              options={PAUSE_REASONS.map((value) => ({ value, label: pauseReasonLabel(value, t) }))}
              onChange={form.setPauseReason}
            />
          </div>
          <Button
            variant="danger"
            busy={saving}
            onClick={() => onSave({ pauseMinutes: form.pauseMinutes, pauseReason: form.pauseReason })}
          >
            {t.pause}
          </Button>
        </>
      )}
    </section>
  );
}
