import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showError } from '../../../shared/lib/notify';
import { useClearSearchHistory, useSearchHistory } from '../api';

export interface SearchHistoryProps {
  signedIn: boolean;
  onSearch: (keywords: string) => void;
}

/** A signed-in diner's past keywords (tap to search again) and a clear button. Nothing otherwise. */
export function SearchHistory({ signedIn, onSearch }: SearchHistoryProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const history = useSearchHistory(signedIn);
  const clear = useClearSearchHistory();
  if (!signedIn) return null;

  if (history.isError) {
    return (
      <div className="nb-search-history-error" role="alert">
        <span>{t('search.historyLoadFailed')}</span>
        <button type="button" className="nb-search-text-button" onClick={() => void history.refetch()}>
          {t('stores.retry')}
        </button>
      </div>
    );
  }
  const items = history.data ?? [];
  if (items.length === 0) return null;

  const onClear = () => {
    if (clear.isPending) return;
    clear.mutate(undefined, {
      onError: (error) => void showError(error, { title: t('search.historyDeleteFailed') }),
    });
  };

  return (
    <section className="nb-search-history" aria-labelledby={headingId}>
      <div className="nb-search-history-head">
        <h2 id={headingId} className="nb-search-section-title">
          {t('search.historyTitle')}
        </h2>
        <button
          type="button"
          className="nb-icon-button nb-search-clear"
          aria-label={t('search.clearHistory')}
          disabled={clear.isPending}
          onClick={onClear}
        >
          <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
            <path
              d="M4.5 7h15M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5"
              fill="none"
              stroke="currentColor"
              strokeWidth={1.8}
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </div>
      <ul className="nb-search-history-list">
        {items.map((item) => (
          <li key={item.keywords}>
            <button type="button" className="nb-search-history-item" onClick={() => onSearch(item.keywords)}>
              {item.keywords}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
