import { useEffect, useState } from 'react';
import { loadErrorTexts } from '../../../shared/i18n/error-texts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/lib/paths';
import { AppLink } from '../../../shared/ui/app-link';
import './screen.css';
import { actionButton, actionButtonPrimary } from '../../../shared/ui/action-button';

export interface OrderProblemProps {
  title: string;
  /** The text; with `code`, the catalogue's text for it is shown instead once loaded. */
  text?: string;
  code?: string;
  onRetry?: () => void;
  retryLabel?: string;
  /** Where the way out goes: the order list (default) or home. */
  home?: boolean;
}

/** What an order screen shows when it cannot show the order: the problem, its code, a retry, a way out. */
export function OrderProblem({ title, text, code, onRetry, retryLabel, home }: OrderProblemProps) {
  const { t } = useTranslation();
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (code)
      void loadErrorTexts().then(
        () => setLoaded(true),
        () => undefined,
      );
  }, [code]);
  const message = code ? t(`errors.error${code}`, { defaultValue: text ?? '' }) : text;
  return (
    <div className="nb-screen-problem" role="alert">
      <p className="nb-screen-problem-title">{title}</p>
      {message ? <p className="nb-screen-problem-text">{message}</p> : null}
      {code ? <p className="nb-screen-problem-code">{t('errorToast.code', { code })}</p> : null}
      {onRetry ? (
        <button type="button" className={actionButtonPrimary} onClick={onRetry}>
          {retryLabel}
        </button>
      ) : null}
      <AppLink className={actionButton} to={home ? paths.home : paths.orders}>
        {home ? t('common.backHome') : t('screens.orders')}
      </AppLink>
    </div>
  );
}
