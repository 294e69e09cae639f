import { type ReactNode, useId } from 'react';
import { useTexts } from '../../../shared/i18n/use-texts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/lib/paths';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useUser } from '../../../shared/lib/user-store';
import { AppLink } from '../../../shared/ui/app-link';
import { AccountPageHead } from '../components/account-page-head';
import { settingsFromConfigs } from '../lib/message-settings';
import '../components/account.css';

const KEPT = ['phone', 'email', 'addresses', 'cards', 'orders', 'search'] as const;
const ON_DEVICE = ['session', 'local'] as const;

/**
 * /privacy, from the user menu's privacy entry: the diner's message settings (and a way to change
 * them), what Nearbite keeps and why, the privacy policy, and how to sign out everywhere or ask for a
 * copy or deletion of their information. Readable signed out too: the policy is public.
 */
export default function PrivacyPage() {
  useTexts(['account', 'privacy']);
  const { t } = useTranslation();
  const title = t('screens.privacy');
  useDocumentTitle(title);
  return (
    <main className="nb-account-page">
      <AccountPageHead title={title} />
      <div className="nb-privacy">
        <p className="nb-privacy-intro">{t('privacy.intro')}</p>
        <NotificationsSection />
        <PrivacySection title={t('privacy.keptTitle')}>
          <ul className="nb-privacy-list">
            {KEPT.map((key) => (
              <li key={key}>{t(`privacy.kept.${key}`)}</li>
            ))}
          </ul>
        </PrivacySection>
        <PrivacySection title={t('privacy.deviceTitle')}>
          <ul className="nb-privacy-list">
            {ON_DEVICE.map((key) => (
              <li key={key}>{t(`privacy.device.${key}`)}</li>
            ))}
          </ul>
        </PrivacySection>
        <PrivacySection title={t('privacy.policyTitle')}>
          <p className="nb-privacy-text">{t('privacy.policy')}</p>
        </PrivacySection>
        <PrivacySection title={t('privacy.controlTitle')}>
          <p className="nb-privacy-text">{t('privacy.sessions')}</p>
          <p className="nb-privacy-text">{t('privacy.request')}</p>
        </PrivacySection>
      </div>
    </main>
  );
}

function PrivacySection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="nb-privacy-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="nb-privacy-heading">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The two message switches as they stand, and the way to the message settings screen. */
function NotificationsSection() {
  const { t } = useTranslation();
  const user = useUser();
  const settings = user ? settingsFromConfigs(user.notificationConfigs) : null;
  return (
    <PrivacySection title={t('privacy.notificationsTitle')}>
      {settings ? (
        <ul className="nb-privacy-status">
          <li>{t(settings.messagingEnabled ? 'privacy.messagesOn' : 'privacy.messagesOff')}</li>
          <li>{t(settings.messagingPromotionEnabled ? 'privacy.promotionsOn' : 'privacy.promotionsOff')}</li>
        </ul>
      ) : (
        <p className="nb-privacy-text">{t('privacy.notificationsSignedOut')}</p>
      )}
      <AppLink className="nb-privacy-link" to={paths.messageSettings}>
        {t('privacy.messageSettings')}
        <span aria-hidden="true"> ›</span>
      </AppLink>
    </PrivacySection>
  );
}
