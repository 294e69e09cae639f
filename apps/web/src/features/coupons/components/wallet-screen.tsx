import { type ReactNode, useState } from 'react';
import { useCouponsTexts } from '../../../shared/i18n/coupons-texts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { goBack } from '../../../shared/lib/go-back';
import { useNavigate } from '../../../shared/lib/history-router';
import { paths } from '../../../shared/lib/paths';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useUser } from '../../../shared/lib/user-store';
import { ScreenHead } from '../../../shared/ui/screen-head';
import type { RedeemResult } from '../api';
import { RedeemForm } from './redeem-form';
import { GuideDialog, RedeemResultDialog } from './wallet-dialogs';
import { WalletList } from './wallet-list';
import './coupons.css';
import { pillButton } from '../../../shared/ui/pill-button';

export interface WalletScreenProps {
  /** Opens the sign-in sheet. */
  onLogin: () => void;
  /** Only the coupons usable at this store (and platform coupons). */
  businessId: string | null;
}

/**
 * /coupon/list: redeem by code, the guide, and the diner's coupons with a Use button each (off for a
 * coupon not started yet).
 */
export default function WalletScreen({ onLogin, businessId }: WalletScreenProps) {
  useCouponsTexts();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUser();
  const [result, setResult] = useState<RedeemResult | null>(null);
  const [guideOpen, setGuideOpen] = useState(false);
  const title = t('coupons.wallet.title');
  useDocumentTitle(title);

  let body: ReactNode;
  if (!user) {
    body = (
      <div className="nb-coupons-message">
        <p>{t('coupons.wallet.signInFirst')}</p>
        <button type="button" className={pillButton} onClick={onLogin}>
          {t('coupons.wallet.signIn')}
        </button>
      </div>
    );
  } else {
    body = (
      <>
        <RedeemForm onResult={setResult} />
        <WalletList businessId={businessId} />
      </>
    );
  }

  return (
    <main className="nb-coupons-screen">
      <ScreenHead
        className="nb-coupons-head"
        backLabel={t('coupons.back')}
        title={title}
        onBack={() => goBack(navigate, paths.home)}
        extra={
          <button type="button" className="nb-coupons-guide-button" onClick={() => setGuideOpen(true)}>
            <span aria-hidden="true">?</span>
            <span className="nb-visually-hidden">{t('coupons.wallet.guide')}</span>
          </button>
        }
      />
      {body}
      <RedeemResultDialog result={result} onClose={() => setResult(null)} />
      <GuideDialog visible={guideOpen} onClose={() => setGuideOpen(false)} />
    </main>
  );
}
