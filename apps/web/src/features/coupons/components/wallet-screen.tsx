import '../../../shared/ui/antd-setup';
import { COUPON_CODE_LENGTH } from '@nearbite/domain/coupon-claim';
import Input from 'antd-mobile/es/components/input';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useCouponsTexts } from '../../../shared/i18n/coupons-texts';
import { appLanguage } from '../../../shared/i18n/language';
import { couponValue } from '../../../shared/lib/coupon-value';
import { goBack } from '../../../shared/lib/go-back';
import { showError } from '../../../shared/lib/notify';
import { paths } from '../../../shared/lib/paths';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useUser } from '../../../shared/lib/user-store';
import { AppLink } from '../../../shared/ui/app-link';
import { PageLoading } from '../../../shared/ui/page-loading';
import { ScreenHead } from '../../../shared/ui/screen-head';
import { type RedeemResult, useRedeemCode, useWalletCoupons } from '../api';
import { couponUseLink, ruleValidity, walletStrings } from '../lib/coupon-text';
import { CouponCard, useTranslate } from './coupon-card';
import { CouponSheet } from './coupon-sheet';
import './coupons.css';

export interface WalletScreenProps {
  /** Opens the sign-in sheet. */
  onLogin: () => void;
  /** Only the coupons usable at this store (and platform coupons). */
  businessId: string | null;
}

/** What the redeem field keeps: letters and digits in upper case, at most 4. */
export function sanitizeRedeemCode(input: string): string {
  return input
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, COUPON_CODE_LENGTH);
}

function RedeemForm({ onResult }: { onResult: (result: RedeemResult) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const redeem = useRedeemCode();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // An empty field does nothing; a partial code cannot be one.
    if (code.length !== COUPON_CODE_LENGTH || redeem.isPending) return;
    redeem.mutate(code, {
      onSuccess: (result) => {
        setCode('');
        onResult(result);
      },
      onError: (error) => void showError(error),
    });
  };
  return (
    <form className="nb-redeem" onSubmit={onSubmit} noValidate>
      <label className="nb-visually-hidden" htmlFor={id}>
        {t('coupons.wallet.codeLabel')}
      </label>
      <Input
        id={id}
        className="nb-redeem-input"
        autoComplete="off"
        autoCapitalize="characters"
        enterKeyHint="go"
        maxLength={COUPON_CODE_LENGTH}
        placeholder={t('coupons.wallet.codePlaceholder')}
        value={code}
        onChange={(value) => setCode(sanitizeRedeemCode(value))}
      />
      <button
        type="submit"
        className="nb-coupons-primary nb-redeem-button"
        disabled={code.length !== COUPON_CODE_LENGTH}
        aria-busy={redeem.isPending}
      >
        {t('coupons.wallet.redeem')}
      </button>
    </form>
  );
}

function RedeemResultDialog({ result, onClose }: { result: RedeemResult | null; onClose: () => void }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const received = result?.coupons.filter((coupon) => result.receivedIds.has(coupon.id)) ?? [];
  return (
    <CouponSheet
      visible={result !== null}
      title={t('coupons.wallet.resultTitle')}
      onClose={onClose}
      closeText={t('coupons.wallet.done')}
    >
      {received.length > 0 ? (
        <>
          <p className="nb-coupons-dialog-text">{t('coupons.wallet.resultIntro')}</p>
          <ul className="nb-redeem-result">
            {received.map((coupon) => (
              <li key={coupon.id}>
                <span className="nb-redeem-result-value">{couponValue(coupon, appLanguage)}</span>
                <span className="nb-redeem-result-name">{coupon.name}</span>
                <span className="nb-redeem-result-validity">
                  {ruleValidity(coupon, translate, appLanguage) ?? ''}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="nb-coupons-dialog-text">{t('coupons.wallet.resultNone')}</p>
      )}
    </CouponSheet>
  );
}

function GuideDialog({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <CouponSheet
      visible={visible}
      title={t('coupons.wallet.guideTitle')}
      onClose={onClose}
      closeText={t('coupons.wallet.gotIt')}
    >
      <ol className="nb-coupons-guide">
        {([1, 2, 3, 4] as const).map((step) => (
          <li key={step}>{t(`coupons.wallet.guideSteps.${step}`)}</li>
        ))}
      </ol>
    </CouponSheet>
  );
}

function WalletList({ businessId }: { businessId: string | null }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const coupons = useWalletCoupons(true, businessId);
  if (coupons.isPending) return <PageLoading />;
  // A failed load replaces the wallet with the coupons fail view, as the points screens do with theirs;
  // its My coupons button opens the wallet again.
  if (coupons.isError) return <Navigate to={`${paths.fail}?failType=coupons`} replace />;
  if (coupons.data.length === 0) {
    return (
      <div className="nb-coupons-message">
        <p className="nb-coupons-empty">{t('coupons.wallet.empty')}</p>
        <p className="nb-coupons-hint">{t('coupons.wallet.emptyHint')}</p>
      </div>
    );
  }
  const now = Date.now();
  return (
    <ul className="nb-wallet-list" aria-label={t('coupons.wallet.listLabel')}>
      {coupons.data.map((coupon) => {
        const strings = walletStrings(coupon, now, translate, appLanguage);
        return (
          <li key={coupon.userCouponId}>
            <CouponCard
              coupon={coupon}
              validity={strings.available}
              badge={{ text: strings.state, urgent: strings.urgent }}
              action={
                strings.usable ? (
                  <AppLink
                    className="nb-coupons-use"
                    to={couponUseLink(coupon)}
                    aria-label={`${t('coupons.wallet.use')}${t('common.labelSeparator')}${coupon.name}`}
                  >
                    {t('coupons.wallet.use')}
                  </AppLink>
                ) : (
                  // Kept in place but off: the badge and the dates above say when it can be used.
                  <button
                    type="button"
                    className="nb-coupons-use"
                    disabled
                    aria-label={`${t('coupons.wallet.use')}${t('common.labelSeparator')}${coupon.name}`}
                  >
                    {t('coupons.wallet.use')}
                  </button>
                )
              }
            />
          </li>
        );
      })}
    </ul>
  );
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
        <button type="button" className="nb-coupons-primary" onClick={onLogin}>
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
