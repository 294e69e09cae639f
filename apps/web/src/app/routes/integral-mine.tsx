import { lazy, Suspense, useState } from 'react';
import Screen from '../../features/points/components/points-mine-screen';

const LoginDialog = lazy(() => import('../../features/auth/components/login-dialog'));

/** /integral/mine: the points feature's screen with the sign-in sheet. */
export default function IntegralMineRoute() {
  const [signingIn, setSigningIn] = useState(false);
  return (
    <>
      <Screen onLogin={() => setSigningIn(true)} />
      {signingIn ? (
        <Suspense fallback={null}>
          <LoginDialog visible onClose={() => setSigningIn(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
