import { useEffect } from 'react';
import { checkoutChoicesStore, keepsChoices } from './lib/checkout-choices';

/**
 * Keeps the checkout choices while the diner moves between the store pages, the address form, the
 * pickup-point screen and the goods search; leaving for any other screen forgets them (the host switch,
 * point and time type included). Call it on each of those screens. By the time a screen unmounts, the
 * address bar already shows where the diner went.
 */
export function useCheckoutSession(): void {
  useEffect(
    () => () => {
      if (!keepsChoices(window.location.pathname)) checkoutChoicesStore.clearAll();
    },
    [],
  );
}
