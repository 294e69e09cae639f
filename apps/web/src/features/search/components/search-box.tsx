import { useTranslation } from '../../../shared/i18n/use-translation';
import { SearchBox as SearchForm } from '../../../shared/ui/search-box';

export interface SearchBoxProps {
  /** The keywords of the search on screen (the box shows them). */
  keywords: string;
  onSearch: (keywords: string) => void;
}

/** The store and dish search form; submitting nothing (or only spaces) does nothing. */
export function SearchBox({ keywords, onSearch }: SearchBoxProps) {
  const { t } = useTranslation();
  return (
    <SearchForm
      keywords={keywords}
      onSearch={onSearch}
      label={t('search.inputLabel')}
      submitLabel={t('search.submit')}
      className="nb-search-box"
      classPrefix="nb-search"
    />
  );
}
