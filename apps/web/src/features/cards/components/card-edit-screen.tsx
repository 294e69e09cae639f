import { usePaymentTexts } from '../../../shared/i18n/payment-texts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { goBack } from '../../../shared/lib/go-back';
import { useNavigate, useSearchParams } from '../../../shared/lib/history-router';
import { paths } from '../../../shared/lib/paths';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useUser } from '../../../shared/lib/user-store';
import { ScreenHead } from '../../../shared/ui/screen-head';
import { useCardForm } from '../use-card-form';
import { CardForm } from './card-form';
import './cards.css';
import { pillButton } from '../../../shared/ui/pill-button';

export interface CardEditScreenProps {
  onLogin: () => void;
}

/**
 * /card/edit (?from=payment&orderId= when opened from the payment screen): the add-card form. The number
 * and CVC stay in this screen's state (use-card-form.ts) and go only to the card processor; our API gets
 * the payment method id and the masked number.
 */
export default function CardEditScreen({ onLogin }: CardEditScreenProps) {
  usePaymentTexts();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useUser();
  const title = t('screens.cardEdit');
  useDocumentTitle(title);

  const orderId = params.get('orderId');
  const paymentReturn =
    params.get('from') === 'payment' && orderId
      ? `${paths.payment}?orderId=${encodeURIComponent(orderId)}`
      : null;
  const leave = () => goBack(navigate, paymentReturn ?? paths.cardList);
  const form = useCardForm(leave);

  return (
    <main className="nb-cards-screen">
      <ScreenHead title={title} backLabel={t('cards.back')} onBack={leave} />
      {!user ? (
        <div className="nb-cards-message">
          <p>{t('cards.form.signInFirst')}</p>
          <button type="button" className={pillButton} onClick={onLogin}>
            {t('cards.signIn')}
          </button>
        </div>
      ) : (
        <CardForm {...form} />
      )}
    </main>
  );
}
