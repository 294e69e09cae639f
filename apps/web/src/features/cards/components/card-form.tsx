import '../../../shared/ui/antd-setup';
import { CARD_NUMBER_MAX_LENGTH, CVC_MAX_LENGTH, ZIP_MAX_LENGTH } from '@nearbite/domain/card-form';
import DatePicker from 'antd-mobile/es/components/date-picker';
import { type InputHTMLAttributes, useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { pillButton, pillButtonOutline } from '../../../shared/ui/pill-button';
import { EXPIRY_FIRST_MONTH, EXPIRY_LAST_MONTH, expiryDate } from '../lib/card-expiry';
import type { useCardForm } from '../use-card-form';

type CardFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'className'> & {
  id: string;
  label: string;
  value: string;
  /** Takes the text as typed; the form keeps it in its shape. */
  onText: (typed: string) => void;
};

/** A labelled text field of the form. */
function CardField({ id, label, onText, ...input }: CardFieldProps) {
  return (
    <div className="nb-card-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="nb-card-input" {...input} onChange={(event) => onText(event.target.value)} />
    </div>
  );
}

type CardFormState = ReturnType<typeof useCardForm>;

/** The expiry: a button naming the chosen month (or a prompt) that opens the month picker. */
function ExpiryField({ id, expiry }: { id: string; expiry: CardFormState['expiry'] }) {
  const { t } = useTranslation();
  return (
    <div className="nb-card-field">
      <span id={`${id}-label`}>{t('cards.form.expiry')}</span>
      <button
        type="button"
        className="nb-card-input nb-card-picker-open"
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => expiry.setPicking(true)}
      >
        <span id={`${id}-value`} className={expiry.text ? undefined : 'nb-card-placeholder'}>
          {expiry.text ?? t('cards.form.expiryPlaceholder')}
        </span>
      </button>
    </div>
  );
}

/** The add-card form: number (and Scan where offered), expiry, CVC, ZIP, the cardholder's name, Add card. */
export function CardForm({ values, set, expiry, busy, complete, scan, onSubmit }: CardFormState) {
  const { t } = useTranslation();
  const ids = useId();
  const field = (name: string) => `${ids}-${name}`;
  return (
    <form className="nb-card-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="nb-card-field">
        <label htmlFor={field('number')}>{t('cards.form.number')}</label>
        <div className="nb-card-number-row">
          <input
            id={field('number')}
            className="nb-card-input"
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={CARD_NUMBER_MAX_LENGTH}
            placeholder={t('cards.form.numberPlaceholder')}
            value={values.cardNumber}
            onChange={(event) => set.cardNumber(event.target.value)}
          />
          {scan ? (
            <button type="button" className={`${pillButtonOutline} nb-cards-secondary`} onClick={scan}>
              {t('cards.form.scan')}
            </button>
          ) : null}
        </div>
      </div>
      <div className="nb-card-field-pair">
        <ExpiryField id={field('expiry')} expiry={expiry} />
        <CardField
          id={field('cvc')}
          label={t('cards.form.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={CVC_MAX_LENGTH}
          placeholder={t('cards.form.cvcPlaceholder')}
          value={values.cvc}
          onText={set.cvc}
        />
      </div>
      <CardField
        id={field('zip')}
        label={t('cards.form.zip')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={ZIP_MAX_LENGTH}
        placeholder={t('cards.form.zipPlaceholder')}
        value={values.zip}
        onText={set.zip}
      />
      <div className="nb-card-field-pair">
        <CardField
          id={field('first')}
          label={t('cards.form.firstName')}
          autoComplete="cc-given-name"
          maxLength={60}
          value={values.firstName}
          onText={set.firstName}
        />
        <CardField
          id={field('last')}
          label={t('cards.form.lastName')}
          autoComplete="cc-family-name"
          maxLength={60}
          value={values.lastName}
          onText={set.lastName}
        />
      </div>
      <p className="nb-card-secure">{t('cards.form.secure')}</p>
      <button type="submit" className={pillButton} disabled={!complete || busy} aria-busy={busy}>
        {t('cards.form.submit')}
      </button>
      <DatePicker
        visible={expiry.picking}
        onClose={() => expiry.setPicking(false)}
        precision="month"
        min={EXPIRY_FIRST_MONTH}
        max={EXPIRY_LAST_MONTH}
        title={t('cards.form.expiryTitle')}
        confirmText={t('common.confirm')}
        cancelText={t('common.cancel')}
        value={expiry.value ? expiryDate(expiry.value) : expiry.openAt}
        onConfirm={(date) => expiry.choose({ year: date.getFullYear(), month: date.getMonth() + 1 })}
      />
    </form>
  );
}
