import { ApiError } from '@nearbite/api-client/api-client';
import Dialog from 'antd-mobile/es/components/dialog';
import { loadErrorTexts } from '../../../shared/i18n/error-texts';
import { i18n } from '../../../shared/i18n/i18n';
import { errorCodeOf, errorText } from '../../../shared/lib/notify';
import { CardBindError } from '../api';

/** The failure dialog's text: the processor's message, "Failed to bind the card", or the coded text. */
async function failureText(error: unknown): Promise<{ text: string; code: string | null }> {
  if (error instanceof CardBindError) {
    return { text: error.processorMessage ?? i18n.t('cards.form.bindFailed'), code: null };
  }
  await loadErrorTexts().catch(() => undefined);
  const code = errorCodeOf(error);
  const serverMessage = error instanceof ApiError ? error.serverMessage : null;
  return {
    text: errorText(
      code,
      serverMessage,
      (key) => i18n.t(key),
      (key) => i18n.exists(key),
    ),
    code,
  };
}

/** "The card wasn't added": why, and the code when the failure has one. Resolves when dismissed. */
export async function alertCardFailure(error: unknown): Promise<void> {
  const { text, code } = await failureText(error);
  await Dialog.alert({
    title: i18n.t('cards.form.failedTitle'),
    content: (
      <div role="alert">
        <p className="nb-cards-dialog-text">{text}</p>
        {code ? <p className="nb-cards-dialog-code">{i18n.t('errorToast.code', { code })}</p> : null}
      </div>
    ),
    confirmText: i18n.t('common.confirm'),
  });
}
