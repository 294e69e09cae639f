import { type KeyValueStorage, safeSet } from '../../../shared/lib/browser-storage';

/** Session-storage flags of the store page's one-time prompts: shown again in a new tab, not in this one. */
export const PROMPT_KEYS = {
  locationDismissed: 'storePrompt:locationDismissed',
  safariGuideSeen: 'storePrompt:safariGuideSeen',
} as const;

export type PromptKey = keyof typeof PROMPT_KEYS;

/** Whether a prompt was dismissed in this tab. */
export function isPromptDone(storage: KeyValueStorage, key: PromptKey): boolean {
  return storage.getItem(PROMPT_KEYS[key]) === '1';
}

export function markPromptDone(storage: KeyValueStorage, key: PromptKey): void {
  safeSet(storage, PROMPT_KEYS[key], '1');
}
