import type { SavedCardDto } from '@nearbite/contract/cards';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { AppLink } from '../../../shared/ui/app-link';
import { PageLoading } from '../../../shared/ui/page-loading';
import { addCardPath, WALLET_METHOD } from '../lib/payment-rules';
import { WalletSupport, type WalletSupportState } from '../lib/wallet';

export interface MethodsProps {
  orderId: string;
  cards: readonly SavedCardDto[] | undefined;
  chosen: string | null;
  onChoose: (value: string) => void;
  wallet: WalletSupportState;
  disabled: boolean;
}

/** The saved cards (default first), the add-card link and the wallet with its support state. */
export function Methods({ orderId, cards, chosen, onChoose, wallet, disabled }: MethodsProps) {
  const { t } = useTranslation();
  const name = useId();
  const walletStatus = {
    [WalletSupport.checking]: t('payment.walletChecking'),
    [WalletSupport.supported]: t('payment.walletSupported'),
    [WalletSupport.unsupported]: t('payment.walletUnsupported'),
  }[wallet];
  return (
    <fieldset className="nb-pay-methods" disabled={disabled}>
      <legend className="nb-pay-methods-title">{t('payment.methods')}</legend>
      {cards === undefined ? <PageLoading /> : null}
      {cards?.length === 0 ? <p className="nb-pay-no-cards">{t('payment.noCards')}</p> : null}
      {cards?.map((card, index) => (
        <label key={card.id} className="nb-pay-method">
          <input
            type="radio"
            name={name}
            value={card.id}
            checked={chosen === card.id}
            onChange={() => onChoose(card.id)}
          />
          <span className="nb-pay-card-logo" aria-hidden="true">
            {card.logo ? <img src={card.logo} alt="" width={40} height={26} /> : null}
          </span>
          <span className="nb-pay-method-text">
            <span className="nb-pay-method-name">
              {t('cards.ending', { brand: t(`cards.brand.${card.cardType}`), last4: card.cardNumber })}
              {index === 0 ? <span className="nb-pay-default">{t('cards.default')}</span> : null}
            </span>
            <span className="nb-pay-method-detail">{t('cards.expires', { date: card.expirationDate })}</span>
          </span>
        </label>
      ))}
      <AppLink className="nb-pay-add-card" to={addCardPath(orderId)}>
        + {t('payment.addCard')}
      </AppLink>
      <label className="nb-pay-method" data-wallet-state={wallet}>
        <input
          type="radio"
          name={name}
          value={WALLET_METHOD}
          checked={chosen === WALLET_METHOD}
          disabled={wallet !== WalletSupport.supported}
          onChange={() => onChoose(WALLET_METHOD)}
        />
        <span className="nb-pay-method-text">
          <span className="nb-pay-method-name">{t('payment.wallet')}</span>
          <span className="nb-pay-method-detail" data-testid="wallet-state">
            {walletStatus}
          </span>
        </span>
      </label>
    </fieldset>
  );
}
