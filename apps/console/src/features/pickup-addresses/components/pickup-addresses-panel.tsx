import { commonTexts } from '../../../shared/i18n/common-texts';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { useTexts } from '../../../shared/i18n/texts';
import { LoadFailed, Loading } from '../../../shared/ui/page-state';
import { usePickupAddresses } from '../api';
import { pickupAddressTexts } from '../texts';
import { PickupAddressesForm } from './pickup-addresses-form';
import './pickup-addresses.css';

/** The Money tab's pickup addresses: any staff member sees them; owners change them. */
export function PickupAddressesPanel({ businessId, canManage }: { businessId: string; canManage: boolean }) {
  const t = useTexts(pickupAddressTexts);
  const common = useTexts(commonTexts);
  const errorText = useErrorText();
  const addresses = usePickupAddresses(businessId);
  return (
    <section className="nc-panel nc-stack nc-pickup-addresses" aria-labelledby="nc-pickup-addresses-title">
      <h2 id="nc-pickup-addresses-title" className="nc-section-title">
        {t.title}
      </h2>
      <p className="nc-page-intro">{t.intro}</p>
      {canManage ? null : <p className="nc-note">{t.readOnly}</p>}
      {addresses.isPending ? <Loading text={common.loading} /> : null}
      {addresses.isError ? (
        <LoadFailed
          text={errorText(addresses.error)}
          retryLabel={common.retry}
          onRetry={() => addresses.refetch()}
        />
      ) : null}
      {addresses.data ? (
        <PickupAddressesForm
          key={JSON.stringify(addresses.data)}
          businessId={businessId}
          data={addresses.data}
          canManage={canManage}
        />
      ) : null}
    </section>
  );
}
