import '../../../shared/ui/antd-setup';
import type { SavedCardDto } from '@nearbite/contract/cards';
import Dialog from 'antd-mobile/es/components/dialog';
import { type ReactNode, useId } from 'react';
import { usePaymentTexts } from '../../../shared/i18n/payment-texts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { goBack } from '../../../shared/lib/go-back';
import { useNavigate } from '../../../shared/lib/history-router';
import { showError, showNotice } from '../../../shared/lib/notify';
import { paths } from '../../../shared/lib/paths';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useUser } from '../../../shared/lib/user-store';
import { AppLink } from '../../../shared/ui/app-link';
import { PageLoading } from '../../../shared/ui/page-loading';
import { ScreenHead } from '../../../shared/ui/screen-head';
import { useCards, useDeleteCard, useSetDefaultCard } from '../api';
import { CardLogo } from './card-logo';
import './cards.css';
import { pillButton, pillButtonOutline } from '../../../shared/ui/pill-button';

export interface CardListScreenProps {
  /** Opens the sign-in sheet. */
  onLogin: () => void;
}

function useCardName() {
  const { t } = useTranslation();
  return (card: SavedCardDto) =>
    t('cards.ending', { brand: t(`cards.brand.${card.cardType}`), last4: card.cardNumber });
}

function CardRow({ card, isDefault }: { card: SavedCardDto; isDefault: boolean }) {
  const { t } = useTranslation();
  const name = useCardName()(card);
  const nameId = useId();
  const setDefault = useSetDefaultCard();
  const remove = useDeleteCard();
  const busy = setDefault.isPending || remove.isPending;

  const onSetDefault = () => {
    if (busy) return;
    setDefault.mutate(card.id, {
      onSuccess: () => void showNotice(t('cards.defaultSet'), 'success'),
      onError: (error) => void showError(error),
    });
  };
  const onDelete = async () => {
    if (busy) return;
    const confirmed = await Dialog.confirm({
      title: t('cards.deleteTitle'),
      content: t('cards.deleteConfirm', { card: name }),
      confirmText: t('cards.delete'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    remove.mutate(card.id, {
      onSuccess: () => void showNotice(t('cards.deleted'), 'success'),
      onError: (error) => void showError(error),
    });
  };

  return (
    <li className="nb-card-row" aria-busy={busy}>
      <CardLogo card={card} />
      <div className="nb-card-text">
        <span className="nb-card-name">
          <span id={nameId}>{name}</span>
          {isDefault ? <span className="nb-card-default">{t('cards.default')}</span> : null}
        </span>
        <span className="nb-card-expiry">{t('cards.expires', { date: card.expirationDate })}</span>
      </div>
      <div className="nb-card-actions">
        {isDefault ? null : (
          <button
            type="button"
            className="nb-card-action"
            aria-describedby={nameId}
            disabled={busy}
            onClick={onSetDefault}
          >
            {t('cards.setDefault')}
          </button>
        )}
        <button
          type="button"
          className="nb-card-action nb-card-action-danger"
          aria-describedby={nameId}
          disabled={busy}
          onClick={() => void onDelete()}
        >
          {t('cards.delete')}
        </button>
      </div>
    </li>
  );
}

/** /card/list: the diner's saved cards (the first is the default), set default, delete, add a card. */
export default function CardListScreen({ onLogin }: CardListScreenProps) {
  usePaymentTexts();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUser();
  const cards = useCards(user !== null);
  const title = t('screens.cardList');
  useDocumentTitle(title);

  let body: ReactNode;
  if (!user) {
    body = (
      <div className="nb-cards-message">
        <p>{t('cards.signInFirst')}</p>
        <button type="button" className={pillButton} onClick={onLogin}>
          {t('cards.signIn')}
        </button>
      </div>
    );
  } else if (cards.isPending) {
    body = <PageLoading />;
  } else if (cards.isError) {
    body = (
      <div className="nb-cards-message" role="alert">
        <p>{t('cards.loadFailed')}</p>
        <button
          type="button"
          className={`${pillButtonOutline} nb-cards-secondary`}
          onClick={() => void cards.refetch()}
        >
          {t('cards.retry')}
        </button>
      </div>
    );
  } else {
    body = (
      <>
        {cards.data.length === 0 ? (
          <p className="nb-cards-empty">{t('cards.empty')}</p>
        ) : (
          <ul className="nb-card-list" aria-label={t('cards.listLabel')}>
            {cards.data.map((card, index) => (
              <CardRow key={card.id} card={card} isDefault={index === 0} />
            ))}
          </ul>
        )}
        <AppLink className={`${pillButton} nb-cards-add`} to={paths.cardEdit}>
          {t('cards.add')}
        </AppLink>
      </>
    );
  }

  return (
    <main className="nb-cards-screen">
      <ScreenHead title={title} backLabel={t('cards.back')} onBack={() => goBack(navigate, paths.home)} />
      {body}
    </main>
  );
}
