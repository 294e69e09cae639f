import { lazy, Suspense, useState } from 'react';
import CardListScreen from '../../features/cards/components/card-list-screen';

const LoginDialog = lazy(() => import('../../features/auth/components/login-dialog'));

/** /card/list: the cards feature's list with the sign-in sheet. */
export default function CardListRoute() {
  const [signingIn, setSigningIn] = useState(false);
  return (
    <>
      <CardListScreen onLogin={() => setSigningIn(true)} />
      {signingIn ? (
        <Suspense fallback={null}>
          <LoginDialog visible onClose={() => setSigningIn(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
