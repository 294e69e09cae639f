import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/lib/paths';
import { AppLink } from '../../../shared/ui/app-link';

/** A status block of the store page: a polite status, or an alert for failures. */
export function StoreStatus({ children, alert }: { children: ReactNode; alert?: boolean }) {
  return (
    <div className="nb-shop-status" role={alert ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/** The spinner while the store or its menu loads. */
export function StoreLoading() {
  const { t } = useTranslation();
  return (
    <StoreStatus>
      <span className="nb-spinner" aria-hidden="true" />
      <span className="nb-visually-hidden">{t('common.loading')}</span>
    </StoreStatus>
  );
}

/** A failed load with its retry button; `message` says what failed. */
export function StoreLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StoreStatus alert>
      <p>{message}</p>
      <button type="button" className="nb-shop-retry" onClick={onRetry}>
        {t('store.retry')}
      </button>
    </StoreStatus>
  );
}

/** The page without a store id (P1): the failure and a way home. */
export function StoreMissing() {
  const { t } = useTranslation();
  return (
    <main className="nb-shop-page">
      <StoreStatus alert>
        <p>{t('store.loadFailed')}</p>
        <AppLink className="nb-shop-retry" to={paths.home}>
          {t('common.backHome')}
        </AppLink>
      </StoreStatus>
    </main>
  );
}
