import type { BoardSettingsDto } from '@nearbite/contract/console-board';
import { PAUSE_MINUTE_CHOICES, PAUSE_REASONS, type PauseReason } from '@nearbite/domain/store-operations';
import { useState } from 'react';
import type { SettingsChange } from '../api';

type Editable = Pick<
  BoardSettingsDto,
  'autoAccept' | 'autoAcceptMinutes' | 'busyExtraMinutes' | 'autoPrint' | 'ticketLanguage'
>;

const EDITABLE = [
  'autoAccept',
  'autoAcceptMinutes',
  'busyExtraMinutes',
  'autoPrint',
  'ticketLanguage',
] as const;

/** The settings a save changes: only the fields that differ from the store's. */
export function changedSettings(saved: BoardSettingsDto, draft: Editable): SettingsChange {
  const change: Record<string, unknown> = {};
  for (const key of EDITABLE) if (draft[key] !== saved[key]) change[key] = draft[key];
  return change as SettingsChange;
}

/** The settings form's draft, and the pause's length and reason. */
export function useSettingsForm(saved: BoardSettingsDto) {
  const [draft, setDraft] = useState<Editable>(() => ({
    autoAccept: saved.autoAccept,
    autoAcceptMinutes: saved.autoAcceptMinutes,
    busyExtraMinutes: saved.busyExtraMinutes,
    autoPrint: saved.autoPrint,
    ticketLanguage: saved.ticketLanguage,
  }));
  const [pauseMinutes, setPauseMinutes] = useState<number>(PAUSE_MINUTE_CHOICES[1]);
  const [pauseReason, setPauseReason] = useState<PauseReason>(PAUSE_REASONS[0]);
  const change = changedSettings(saved, draft);
  return {
    draft,
    set: <K extends keyof Editable>(key: K, value: Editable[K]) =>
      setDraft((current) => ({ ...current, [key]: value })),
    change,
    dirty: Object.keys(change).length > 0,
    pauseMinutes,
    setPauseMinutes,
    pauseReason,
    setPauseReason,
  };
}
