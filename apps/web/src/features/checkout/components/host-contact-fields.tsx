import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PhoneField } from './phone-field';

export interface HostContactFieldsProps {
  name: string;
  phone: string;
  setName: (name: string) => void;
  /** Takes the phone as typed; the hook formats it. */
  setPhone: (typed: string) => void;
}

/** Who collects the order at the host: a name and a phone number. */
export function HostContactFields({ name, phone, setName, setPhone }: HostContactFieldsProps) {
  const { t } = useTranslation();
  const ids = useId();
  const nameId = `${ids}-name`;
  const phoneId = `${ids}-phone`;
  return (
    <fieldset className="nb-checkout-block nb-host-contact">
      <legend className="nb-checkout-block-title">{t('checkout.host.contact')}</legend>
      <div className="nb-checkout-field">
        <label htmlFor={nameId}>{t('checkout.host.contactName')}</label>
        <input
          id={nameId}
          className="nb-checkout-input"
          autoComplete="name"
          maxLength={60}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <PhoneField id={phoneId} label={t('checkout.host.contactPhone')} value={phone} onChange={setPhone} />
    </fieldset>
  );
}
