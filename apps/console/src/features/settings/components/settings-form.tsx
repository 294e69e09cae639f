import type { BoardSettingsDto } from '@nearbite/contract/console-board';
import {
  BUSY_EXTRA_MINUTE_CHOICES,
  PREP_MINUTE_CHOICES,
  TICKET_LANGUAGES,
  type TicketLanguage,
} from '@nearbite/domain/store-operations';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { Select } from '../../../shared/ui/select';
import { Switch } from '../../../shared/ui/switch';
import type { SettingsChange } from '../api';
import { useSettingsForm } from '../hooks/use-settings-form';
import { settingsTexts } from '../texts';
import { PauseSection } from './pause-section';

/** Whole minutes as choices, always including the store's current value. */
function minuteOptions(choices: readonly number[], current: number, label: (minutes: number) => string) {
  const values = [...new Set([...choices, current])].sort((a, b) => a - b);
  return values.map((minutes) => ({ value: String(minutes), label: label(minutes) }));
}

interface SettingsFormProps {
  settings: BoardSettingsDto;
  /** Saves a change; the form shows the answer's settings after. */
  onSave: (change: SettingsChange) => void;
  saving: boolean;
  now: number;
}

/** The board settings of a store: auto-accept, busy mode, printing, and pausing new orders. */
export function SettingsForm({ settings, onSave, saving, now }: SettingsFormProps) {
  const t = useTexts(settingsTexts);
  const form = useSettingsForm(settings);
  const minutes = (value: number) => (value === 0 ? t.busyOff : fill(t.minutes, { minutes: value }));
  return (
    <div className="nc-settings">
      <form
        className="nc-settings-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (form.dirty) onSave(form.change);
        }}
      >
        <Switch
          label={t.autoAccept}
          description={t.autoAcceptHint}
          checked={form.draft.autoAccept}
          onChange={(value) => form.set('autoAccept', value)}
        />
        {form.draft.autoAccept ? (
          <Select
            label={t.autoAcceptMinutes}
            value={String(form.draft.autoAcceptMinutes)}
            options={minuteOptions(PREP_MINUTE_CHOICES, form.draft.autoAcceptMinutes, minutes)}
            onChange={(value) => form.set('autoAcceptMinutes', Number(value))}
          />
        ) : null}
        <Select
          label={t.busyMinutes}
          value={String(form.draft.busyExtraMinutes)}
          options={minuteOptions(BUSY_EXTRA_MINUTE_CHOICES, form.draft.busyExtraMinutes, minutes)}
          onChange={(value) => form.set('busyExtraMinutes', Number(value))}
        />
        <Switch
          label={t.autoPrint}
          description={t.autoPrintHint}
          checked={form.draft.autoPrint}
          onChange={(value) => form.set('autoPrint', value)}
        />
        <Select<TicketLanguage>
          label={t.ticketLanguage}
          value={form.draft.ticketLanguage}
          options={TICKET_LANGUAGES.map((value) => ({
            value,
            label: value === 'zh' ? t.chinese : t.english,
          }))}
          onChange={(value) => form.set('ticketLanguage', value)}
        />
        <Button type="submit" variant="primary" busy={saving} disabled={!form.dirty}>
          {t.save}
        </Button>
      </form>
      <PauseSection settings={settings} form={form} onSave={onSave} saving={saving} now={now} />
    </div>
  );
}
