import '../../../shared/ui/antd-setup';
import {
  CARD_ADD_SUCCESS_RETURN_MS,
  CARD_EXPIRY_RANGE,
  CARD_NUMBER_MAX_LENGTH,
  CVC_MAX_LENGTH,
  digitsOnly,
  formatCardNumber,
  isCardFormComplete,
  type YearMonth,
  ZIP_MAX_LENGTH,
} from '@nearbite/domain/card-form';
import DatePicker from 'antd-mobile/es/components/date-picker';
import Dialog from 'antd-mobile/es/components/dialog';
import Toast from 'antd-mobile/es/components/toast';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { loadErrorTexts } from '../../../shared/i18n/error-texts';
import { i18n } from '../../../shared/i18n/i18n';
import { usePaymentTexts } from '../../../shared/i18n/payment-texts';
import { ApiError, clientError } from '../../../shared/lib/api-client';
import { goBack } from '../../../shared/lib/go-back';
import { errorCodeOf, errorText, showError } from '../../../shared/lib/notify';
import { paths } from '../../../shared/lib/paths';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useUser } from '../../../shared/lib/user-store';
import { ScreenHead } from '../../../shared/ui/screen-head';
import { CardBindError, useAddCard } from '../api';
import { cardScanner } from '../lib/card-scan';
import { expirationDate } from '../lib/payment-method';
import './cards.css';

export interface CardEditScreenProps {
  onLogin: () => void;
}

const firstMonth = new Date(CARD_EXPIRY_RANGE.from.year, CARD_EXPIRY_RANGE.from.month - 1, 1);
const lastMonth = new Date(CARD_EXPIRY_RANGE.to.year, CARD_EXPIRY_RANGE.to.month - 1, 1);

/** Where the picker opens before an expiry is chosen: this month, kept inside the range. */
function pickerStart(): Date {
  const now = new Date();
  const month = new Date(now.getFullYear(), now.getMonth(), 1);
  if (month < firstMonth) return firstMonth;
  return month > lastMonth ? lastMonth : month;
}

function inRange({ year, month }: YearMonth): boolean {
  const at = new Date(year, month - 1, 1);
  return at >= firstMonth && at <= lastMonth;
}

/** The failure dialog's text: the processor's message, "Failed to bind the card", or the coded text. */
async function failureText(error: unknown): Promise<{ text: string; code: string | null }> {
  if (error instanceof CardBindError) {
    return { text: error.processorMessage ?? i18n.t('cards.form.bindFailed'), code: null };
  }
  await loadErrorTexts().catch(() => undefined);
  const code = errorCodeOf(error);
  const serverMessage = error instanceof ApiError ? error.serverMessage : null;
  return {
    text: errorText(
      code,
      serverMessage,
      (key) => i18n.t(key),
      (key) => i18n.exists(key),
    ),
    code,
  };
}

/**
 * /card/edit (?from=payment&orderId= when opened from the payment screen): the add-card form. The number
 * and CVC stay in this screen's state and go only to the card processor; our API gets the payment
 * method id and the masked number.
 */
export default function CardEditScreen({ onLogin }: CardEditScreenProps) {
  usePaymentTexts();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useUser();
  const addCard = useAddCard();
  const ids = useId();
  const title = t('screens.cardEdit');
  useDocumentTitle(title);

  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState<YearMonth | null>(null);
  const [cvc, setCvc] = useState('');
  const [zip, setZip] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [scanner] = useState(() => cardScanner());
  const [openAt] = useState(pickerStart);
  const returnTimer = useRef<number | undefined>(undefined);

  useEffect(
    () => () => {
      window.clearTimeout(returnTimer.current);
      Toast.clear();
    },
    [],
  );

  const orderId = params.get('orderId');
  const paymentReturn =
    params.get('from') === 'payment' && orderId
      ? `${paths.payment}?orderId=${encodeURIComponent(orderId)}`
      : null;
  const leave = () => goBack(navigate, paymentReturn ?? paths.cardList);

  const expiryText = expiry ? expirationDate(expiry) : null;
  const complete = isCardFormComplete({ cardNumber, expiry: expiryText, cvc, zip, firstName, lastName });

  const onScan = async () => {
    if (!scanner) return;
    try {
      const scanned = await scanner.scan();
      setCardNumber(formatCardNumber(scanned.cardNumber));
      if (scanned.expMonth && scanned.expYear) {
        const scannedExpiry = { year: scanned.expYear, month: scanned.expMonth };
        if (inRange(scannedExpiry)) setExpiry(scannedExpiry);
      }
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
      await addCard({ cardNumber, expiry, cvc, zip, firstName, lastName });
      // Nothing of the card stays on the page once it is saved.
      setCardNumber('');
      setCvc('');
      Toast.show({ icon: 'success', content: t('cards.form.added'), duration: CARD_ADD_SUCCESS_RETURN_MS });
      returnTimer.current = window.setTimeout(leave, CARD_ADD_SUCCESS_RETURN_MS);
    } catch (error) {
      Toast.clear();
      setBusy(false);
      const { text, code } = await failureText(error);
      await Dialog.alert({
        title: t('cards.form.failedTitle'),
        content: (
          <div role="alert">
            <p className="nb-cards-dialog-text">{text}</p>
            {code ? <p className="nb-cards-dialog-code">{t('errorToast.code', { code })}</p> : null}
          </div>
        ),
        confirmText: t('common.confirm'),
      });
    }
  };

  const field = (name: string) => `${ids}-${name}`;

  return (
    <main className="nb-cards-screen">
      <ScreenHead title={title} backLabel={t('cards.back')} onBack={leave} />
      {!user ? (
        <div className="nb-cards-message">
          <p>{t('cards.form.signInFirst')}</p>
          <button type="button" className="nb-cards-primary" onClick={onLogin}>
            {t('cards.signIn')}
          </button>
        </div>
      ) : (
        <form className="nb-card-form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <div className="nb-card-field">
            <label htmlFor={field('number')}>{t('cards.form.number')}</label>
            <div className="nb-card-number-row">
              <input
                id={field('number')}
                className="nb-card-input"
                inputMode="numeric"
                autoComplete="cc-number"
                maxLength={CARD_NUMBER_MAX_LENGTH}
                placeholder={t('cards.form.numberPlaceholder')}
                value={cardNumber}
                onChange={(event) => setCardNumber(formatCardNumber(event.target.value))}
              />
              {scanner ? (
                <button type="button" className="nb-cards-secondary" onClick={() => void onScan()}>
                  {t('cards.form.scan')}
                </button>
              ) : null}
            </div>
          </div>
          <div className="nb-card-field-pair">
            <div className="nb-card-field">
              <span id={field('expiry-label')}>{t('cards.form.expiry')}</span>
              <button
                type="button"
                className="nb-card-input nb-card-picker-open"
                aria-labelledby={`${field('expiry-label')} ${field('expiry-value')}`}
                onClick={() => setPicking(true)}
              >
                <span id={field('expiry-value')} className={expiryText ? undefined : 'nb-card-placeholder'}>
                  {expiryText ?? t('cards.form.expiryPlaceholder')}
                </span>
              </button>
            </div>
            <div className="nb-card-field">
              <label htmlFor={field('cvc')}>{t('cards.form.cvc')}</label>
              <input
                id={field('cvc')}
                className="nb-card-input"
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={CVC_MAX_LENGTH}
                placeholder={t('cards.form.cvcPlaceholder')}
                value={cvc}
                onChange={(event) => setCvc(digitsOnly(event.target.value, CVC_MAX_LENGTH))}
              />
            </div>
          </div>
          <div className="nb-card-field">
            <label htmlFor={field('zip')}>{t('cards.form.zip')}</label>
            <input
              id={field('zip')}
              className="nb-card-input"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={ZIP_MAX_LENGTH}
              placeholder={t('cards.form.zipPlaceholder')}
              value={zip}
              onChange={(event) => setZip(digitsOnly(event.target.value, ZIP_MAX_LENGTH))}
            />
          </div>
          <div className="nb-card-field-pair">
            <div className="nb-card-field">
              <label htmlFor={field('first')}>{t('cards.form.firstName')}</label>
              <input
                id={field('first')}
                className="nb-card-input"
                autoComplete="cc-given-name"
                maxLength={60}
                value={firstName}
                onChange={(event) => setFirstName(event.target.value)}
              />
            </div>
            <div className="nb-card-field">
              <label htmlFor={field('last')}>{t('cards.form.lastName')}</label>
              <input
                id={field('last')}
                className="nb-card-input"
                autoComplete="cc-family-name"
                maxLength={60}
                value={lastName}
                onChange={(event) => setLastName(event.target.value)}
              />
            </div>
          </div>
          <p className="nb-card-secure">{t('cards.form.secure')}</p>
          <button type="submit" className="nb-cards-primary" disabled={!complete || busy} aria-busy={busy}>
            {t('cards.form.submit')}
          </button>
          <DatePicker
            visible={picking}
            onClose={() => setPicking(false)}
            precision="month"
            min={firstMonth}
            max={lastMonth}
            title={t('cards.form.expiryTitle')}
            confirmText={t('common.confirm')}
            cancelText={t('common.cancel')}
            value={expiry ? new Date(expiry.year, expiry.month - 1, 1) : openAt}
            onConfirm={(date) => setExpiry({ year: date.getFullYear(), month: date.getMonth() + 1 })}
          />
        </form>
      )}
    </main>
  );
}
