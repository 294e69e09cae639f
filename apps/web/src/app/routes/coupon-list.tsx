import { lazy, Suspense, useState } from 'react';
import WalletScreen from '../../features/coupons/components/wallet-screen';
import { useSearchParams } from '../../shared/lib/history-router';

const LoginDialog = lazy(() => import('../../features/auth/components/login-dialog'));

/** /coupon/list (optionally ?businessId=…): the coupon wallet with the sign-in sheet. */
export default function CouponListRoute() {
  const [params] = useSearchParams();
  const [signingIn, setSigningIn] = useState(false);
  return (
    <>
      <WalletScreen onLogin={() => setSigningIn(true)} businessId={params.get('businessId') || null} />
      {signingIn ? (
        <Suspense fallback={null}>
          <LoginDialog visible onClose={() => setSigningIn(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
