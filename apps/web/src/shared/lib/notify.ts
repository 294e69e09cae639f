import { ApiError, ClientError } from '@nearbite/api-client/api-client';
import { COUNTRY_CODE, formatPhoneInput } from '@nearbite/domain/phone';
import { loadErrorTexts } from '../i18n/error-texts';
import { i18n } from '../i18n/i18n';
import type { TextKey } from '../i18n/translation';

/** The code a toast shows for any thrown value: coded errors keep theirs, anything else is O1000. */
export function errorCodeOf(error: unknown): string {
  return error instanceof ClientError ? error.code : 'O1000';
}

/** Translated text of a code: `error<CODE>`, else the server's message for O1000, else a generic line. */
export function errorText(
  code: string,
  serverMessage: string | null,
  t: (key: TextKey) => string,
  exists: (key: TextKey) => boolean,
): string {
  const key = `errors.error${code}` as const;
  if (code === 'O1000' && serverMessage) return serverMessage;
  return exists(key) ? t(key) : t('errorToast.fallback');
}

/** A line as compared for repeats: no case, no spaces, no closing punctuation ("failed." = "Failed"). */
function comparable(line: string): string {
  return line.toLocaleLowerCase().replace(/[\s.。!！]+/gu, '');
}

/**
 * The title line a toast shows above the error text, or none when it would only repeat that text
 * ("Message sending failed" over A14's "Message sending failed.").
 */
export function distinctTitle(title: string | undefined, text: string): string | undefined {
  return title && comparable(title) !== comparable(text) ? title : undefined;
}

function loadToast() {
  return import('../ui/toast');
}

export interface ShowErrorOptions {
  /** A first line above the error text, for example "Message sending failed". */
  title?: string;
}

/** Shows a toast with the translated text for the error's code and a line "Code: <CODE>". */
export async function showError(error: unknown, options: ShowErrorOptions = {}): Promise<void> {
  const code = errorCodeOf(error);
  const serverMessage = error instanceof ApiError ? error.serverMessage : null;
  const [ui] = await Promise.all([loadToast(), loadErrorTexts().catch(() => undefined)]);
  const t = (key: TextKey) => i18n.t(key);
  const text = errorText(code, serverMessage, t, (key) => i18n.exists(key));
  ui.showErrorToast({
    title: distinctTitle(options.title, text),
    text,
    codeLine: i18n.t('errorToast.code', { code }),
  });
}

/** Shows a short notice ("Code sent", "Signed in"). */
export async function showNotice(text: string, icon?: 'success' | 'fail'): Promise<void> {
  const ui = await loadToast();
  ui.showNoticeToast(text, icon);
}

/**
 * The confirm-send-text dialog: asks before a verification code is texted to `phoneInput` (the field's
 * 3-3-4 form); resolves true on Send, false on Cancel.
 */
export async function confirmSendText(phoneInput: string): Promise<boolean> {
  const ui = await loadToast();
  return ui.confirmSendTextAlert({
    title: i18n.t('sendText.title'),
    intro: i18n.t('sendText.intro'),
    phone: `+${COUNTRY_CODE} ${formatPhoneInput(phoneInput)}`,
    note: i18n.t('sendText.rates'),
    confirmText: i18n.t('sendText.send'),
    cancelText: i18n.t('common.cancel'),
  });
}

/** A confirm alert with the given texts; resolves true when confirmed. */
export async function confirmAlert(content: string, confirmText: string): Promise<boolean> {
  const ui = await loadToast();
  return ui.confirmAlert({ content, confirmText, cancelText: i18n.t('common.cancel') });
}
