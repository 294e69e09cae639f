import { lazy, Suspense, useState } from 'react';
import { useCards } from '../../features/cards/api';
import PaymentScreen from '../../features/payment/components/payment-screen';
import { useUser } from '../../shared/lib/user-store';

const LoginDialog = lazy(() => import('../../features/auth/components/login-dialog'));

/** /payment: the payment feature's screen with the cards feature's saved cards and the sign-in sheet. */
export default function PaymentRoute() {
  const user = useUser();
  const cards = useCards(user !== null);
  const [signingIn, setSigningIn] = useState(false);
  return (
    <>
      <PaymentScreen
        cards={cards.isError ? [] : cards.data}
        reloadCards={() => void cards.refetch()}
        onLogin={() => setSigningIn(true)}
      />
      {signingIn ? (
        <Suspense fallback={null}>
          <LoginDialog visible onClose={() => setSigningIn(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
