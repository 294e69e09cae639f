import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { commonTexts } from '../../../shared/i18n/common-texts';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { useTexts } from '../../../shared/i18n/texts';
import { LoadFailed, Loading } from '../../../shared/ui/page-state';
import { useStoreProfile } from '../api';
import { storeProfileTexts } from '../texts';
import { AddressSection } from './address-section';
import { HoursEditor } from './hours-editor';
import { ProfileForm } from './profile-form';
import { SpecialDaysEditor } from './special-days-editor';
import { StatusBanner } from './status-banner';
import './store-profile.css';

/** The Store tab: what diners see now, the profile, the address, the week's hours and special days. */
export function StoreProfilePage({ businessId, canEdit }: { businessId: string; canEdit: boolean }) {
  const t = useTexts(storeProfileTexts);
  const common = useTexts(commonTexts);
  const errorText = useErrorText();
  useDocumentTitle(t.title, common.appName);
  const profile = useStoreProfile(businessId);
  return (
    <main className="nc-page nc-store-page">
      <h1 className="nc-page-title">{t.title}</h1>
      <p className="nc-page-intro">{t.intro}</p>
      {canEdit ? null : <p className="nc-note">{t.readOnly}</p>}
      {profile.isPending ? <Loading text={common.loading} /> : null}
      {profile.isError ? (
        <LoadFailed
          text={errorText(profile.error)}
          retryLabel={common.retry}
          onRetry={() => profile.refetch()}
        />
      ) : null}
      {profile.data ? (
        <div className="nc-stack">
          <StatusBanner status={profile.data.status} />
          <ProfileForm profile={profile.data} canEdit={canEdit} />
          <AddressSection profile={profile.data} canEdit={canEdit} />
          <HoursEditor businessId={businessId} hours={profile.data.openHours} canEdit={canEdit} />
          <SpecialDaysEditor
            businessId={businessId}
            days={profile.data.specialHours}
            today={profile.data.today}
            canEdit={canEdit}
          />
        </div>
      ) : null}
    </main>
  );
}
