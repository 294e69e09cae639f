import '../../shared/ui/antd-setup';
import { clientError } from '@nearbite/api-client/api-client';
import {
  CARD_ADD_SUCCESS_RETURN_MS,
  CVC_MAX_LENGTH,
  digitsOnly,
  formatCardNumber,
  isCardFormComplete,
  type YearMonth,
  ZIP_MAX_LENGTH,
} from '@nearbite/domain/card-form';
import Toast from 'antd-mobile/es/components/toast';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { showError } from '../../shared/lib/notify';
import { useAddCard } from './api';
import { alertCardFailure } from './components/card-failure';
import { expiryPickerStart, scannedExpiry } from './lib/card-expiry';
import { cardScanner } from './lib/card-scan';
import { expirationDate } from './lib/payment-method';

/** The typed fields of the add-card form, each kept as the form shows it (number with dashes, digits only). */
function useCardFields() {
  const [cardNumber, setCardNumber] = useState('');
  const [cvc, setCvc] = useState('');
  const [zip, setZip] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  return {
    values: { cardNumber, cvc, zip, firstName, lastName },
    set: {
      cardNumber: (typed: string) => setCardNumber(formatCardNumber(typed)),
      cvc: (typed: string) => setCvc(digitsOnly(typed, CVC_MAX_LENGTH)),
      zip: (typed: string) => setZip(digitsOnly(typed, ZIP_MAX_LENGTH)),
      firstName: setFirstName,
      lastName: setLastName,
    },
  };
}

/**
 * The add-card form's state: the fields (the number and CVC stay here and go only to the card
 * processor), the expiry picker, the scan, and the submit with its toasts, failure dialog and return
 * to `leave` once the card is saved.
 */
export function useCardForm(leave: () => void) {
  const { t } = useTranslation();
  const addCard = useAddCard();
  const { values, set } = useCardFields();
  const [expiry, setExpiry] = useState<YearMonth | null>(null);
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [scanner] = useState(() => cardScanner());
  const [openAt] = useState(() => expiryPickerStart(new Date()));
  const returnTimer = useRef<number | undefined>(undefined);

  useEffect(
    () => () => {
      window.clearTimeout(returnTimer.current);
      Toast.clear();
    },
    [],
  );

  const expiryText = expiry ? expirationDate(expiry) : null;
  const complete = isCardFormComplete({ ...values, expiry: expiryText });

  const onScan = async () => {
    if (!scanner) return;
    try {
      const scanned = await scanner.scan();
      set.cardNumber(scanned.cardNumber);
      const read = scannedExpiry(scanned);
      if (read) setExpiry(read);
    } catch {
      void showError(clientError('U1'));
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || !expiry || busy) return;
    setBusy(true);
    Toast.show({ icon: 'loading', content: t('cards.form.adding'), duration: 0, maskClickable: false });
    try {
      await addCard({ ...values, expiry });
      // Nothing of the card stays on the page once it is saved.
      set.cardNumber('');
      set.cvc('');
      Toast.show({ icon: 'success', content: t('cards.form.added'), duration: CARD_ADD_SUCCESS_RETURN_MS });
      returnTimer.current = window.setTimeout(leave, CARD_ADD_SUCCESS_RETURN_MS);
    } catch (error) {
      Toast.clear();
      setBusy(false);
      await alertCardFailure(error);
    }
  };

  return {
    values,
    set,
    expiry: { value: expiry, text: expiryText, choose: setExpiry, picking, setPicking, openAt },
    busy,
    complete,
    scan: scanner ? () => void onScan() : null,
    onSubmit,
  };
}
