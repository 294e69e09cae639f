import { formatPhoneInput, PHONE_INPUT_MAX_LENGTH } from '@nearbite/domain/phone';
import type { FocusEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';

export interface PhoneFieldProps {
  id: string;
  label: string;
  value: string;
  /** The number as typed, formatted 3-3-4. */
  onChange: (phone: string) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
}

/** A US phone number field of checkout (the order's contact, a host's pickup contact). */
export function PhoneField({ id, label, value, onChange, onFocus }: PhoneFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="nb-checkout-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="nb-checkout-input"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={PHONE_INPUT_MAX_LENGTH}
        placeholder={t('auth.phonePlaceholder')}
        value={value}
        onFocus={onFocus}
        onChange={(event) => onChange(formatPhoneInput(event.target.value))}
      />
    </div>
  );
}
