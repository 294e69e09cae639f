import type { DemoStoreDto } from '@nearbite/contract/dev';
import { formatPhoneInput, nationalDigits } from '@nearbite/domain/phone';
import { Link } from 'react-router';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { signInTexts } from '../texts';

/** The local form of a demo owner's phone: 555-000-0042. */
export function ownerPhoneText(store: DemoStoreDto): string {
  return formatPhoneInput(nationalDigits(store.ownerPhone) ?? store.ownerPhone);
}

/** On the sign-in screen in demo mode: whose phone to sign in with, where the code is, and the demo page. */
export function DemoHint({
  stores,
  onUsePhone,
}: {
  stores: DemoStoreDto[];
  onUsePhone: (phone: string) => void;
}) {
  const t = useTexts(signInTexts);
  return (
    <section className="nc-demo-hint" aria-labelledby="nc-demo-hint-title">
      <h2 id="nc-demo-hint-title">{t.demoTitle}</h2>
      <p>{t.demoText}</p>
      <ul className="nc-demo-hint-stores">
        {stores.slice(0, 3).map((store) => (
          <li key={store.businessId}>
            <button
              type="button"
              className="nc-link-button"
              aria-label={fill(t.useThisPhone, { name: store.name })}
              onClick={() => onUsePhone(ownerPhoneText(store))}
            >
              {fill(t.demoStoreLine, { name: store.name, phone: ownerPhoneText(store) })}
            </button>
          </li>
        ))}
      </ul>
      <Link to="/demo">{t.playBothSides}</Link>
    </section>
  );
}
