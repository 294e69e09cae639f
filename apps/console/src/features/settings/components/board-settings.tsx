import { isPaused } from '@nearbite/domain/store-operations';
import { useState } from 'react';
import { useNow } from '../../../shared/hooks/use-now';
import { commonTexts } from '../../../shared/i18n/common-texts';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { useLanguage } from '../../../shared/i18n/language';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { clockTime } from '../../../shared/lib/format';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { GearIcon } from '../../../shared/ui/icons';
import { showToast } from '../../../shared/ui/toast';
import { type SettingsChange, useBoardSettings, useUpdateSettings } from '../api';
import { settingsTexts } from '../texts';
import { SettingsForm } from './settings-form';
import './settings.css';

/**
 * On the board's toolbar: what the settings change now (paused, busy, auto-accept), and for owners and
 * managers the Settings button with its panel.
 */
export function BoardSettings({ businessId, canEdit }: { businessId: string; canEdit: boolean }) {
  const t = useTexts(settingsTexts);
  const common = useTexts(commonTexts);
  const language = useLanguage();
  const errorText = useErrorText();
  const settings = useBoardSettings(businessId);
  const update = useUpdateSettings(businessId);
  const [open, setOpen] = useState(false);
  const now = useNow(30_000);
  const data = settings.data;
  const save = (change: SettingsChange) =>
    update.mutate(change, {
      onSuccess: () => {
        setOpen(false);
        showToast('success', change.pauseMinutes === 0 ? t.resumed : t.saved);
      },
    });
  return (
    <>
      {data ? (
        <span className="nc-settings-summary">
          {data.pausedUntil && isPaused(data.pausedUntil, now) ? (
            <span className="nc-summary-pill nc-summary-paused">
              {fill(t.summaryPaused, { time: clockTime(data.pausedUntil, language) })}
            </span>
          ) : null}
          {data.busyExtraMinutes > 0 ? (
            <span className="nc-summary-pill nc-summary-busy">
              {fill(t.summaryBusy, { minutes: data.busyExtraMinutes })}
            </span>
          ) : null}
          {data.autoAccept ? (
            <span className="nc-summary-pill">
              {fill(t.summaryAutoAccept, { minutes: data.autoAcceptMinutes })}
            </span>
          ) : null}
        </span>
      ) : null}
      {canEdit && data ? (
        <Button
          onClick={() => {
            update.reset();
            setOpen(true);
          }}
        >
          <GearIcon />
          {t.open}
        </Button>
      ) : null}
      <Dialog open={open} title={t.title} closeLabel={common.close} onClose={() => setOpen(false)}>
        {data ? <SettingsForm settings={data} onSave={save} saving={update.isPending} now={now} /> : null}
        {update.error ? (
          <p className="nc-alert" role="alert">
            {errorText(update.error)}
          </p>
        ) : null}
      </Dialog>
    </>
  );
}
