import { lazy, Suspense, useState } from 'react';
import CardEditScreen from '../../features/cards/components/card-edit-screen';

const LoginDialog = lazy(() => import('../../features/auth/components/login-dialog'));

/** /card/edit: the cards feature's add-card form with the sign-in sheet. */
export default function CardEditRoute() {
  const [signingIn, setSigningIn] = useState(false);
  return (
    <>
      <CardEditScreen onLogin={() => setSigningIn(true)} />
      {signingIn ? (
        <Suspense fallback={null}>
          <LoginDialog visible onClose={() => setSigningIn(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
