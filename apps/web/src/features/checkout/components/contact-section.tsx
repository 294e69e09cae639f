import { ORDER_NOTE_MAX_LENGTH } from '@nearbite/domain/ordering-limits';
import { formatPhoneInput } from '@nearbite/domain/phone';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { CheckoutPanelModel } from '../use-checkout-panel';
import { PhoneField } from './phone-field';

/** The contact phone (signing in first) and the note for the store, with its length counter. */
export function ContactSection({ model, onLogin }: { model: CheckoutPanelModel; onLogin: () => void }) {
  const { t } = useTranslation();
  const ids = useId();
  const { state, choices, signedIn, update } = model;
  const phoneId = `${ids}-phone`;
  const noteId = `${ids}-note`;
  return (
    <div className="nb-checkout-block">
      <PhoneField
        id={phoneId}
        label={t('checkout.phone.label')}
        value={formatPhoneInput(state.phone)}
        onFocus={(event) => {
          if (signedIn) return;
          event.currentTarget.blur();
          onLogin();
        }}
        onChange={(phone) => update({ phone })}
      />
      <div className="nb-checkout-field">
        <label htmlFor={noteId}>{t('checkout.note.label')}</label>
        <textarea
          id={noteId}
          className="nb-checkout-input nb-checkout-note"
          maxLength={ORDER_NOTE_MAX_LENGTH}
          rows={2}
          placeholder={t('checkout.note.placeholder')}
          value={choices.note}
          onChange={(event) => update({ note: event.target.value.slice(0, ORDER_NOTE_MAX_LENGTH) })}
        />
        <span className="nb-checkout-counter" aria-live="polite">
          {choices.note.length}/{ORDER_NOTE_MAX_LENGTH}
        </span>
      </div>
    </div>
  );
}
