import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from '../../../shared/lib/history-router';
import { AppLink } from '../../../shared/ui/app-link';
import { SearchBox } from '../../../shared/ui/search-box';

export interface GoodsSearchBoxProps {
  keywords: string;
  onSearch: (keywords: string) => void;
  /** Where Cancel goes: the store page. */
  cancelUrl: string;
}

/** The goods search box with its Cancel link; submitting nothing (or spaces) does nothing. */
export function GoodsSearchBox({ keywords, onSearch, cancelUrl }: GoodsSearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <SearchBox
      keywords={keywords}
      onSearch={onSearch}
      label={t('goodsSearch.inputLabel')}
      className="nb-goods-search-bar"
      classPrefix="nb-goods-search"
    >
      <AppLink
        className="nb-goods-search-cancel"
        to={cancelUrl}
        replace
        onClick={(event) => {
          // Back to the store page the search was opened from, keeping one history entry for it.
          if (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0) {
            event.preventDefault();
            void navigate(-1);
          }
        }}
      >
        {t('goodsSearch.cancel')}
      </AppLink>
    </SearchBox>
  );
}
