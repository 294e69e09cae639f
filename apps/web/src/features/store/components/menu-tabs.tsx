import type { MenuCategoryDto } from '@nearbite/contract/menu';
import type { RefObject } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { AppLink } from '../../../shared/ui/app-link';

export interface MenuTabsProps {
  categories: readonly MenuCategoryDto[];
  /** The category whose section is under the tabs. */
  current: string | null;
  tabsRef: RefObject<HTMLDivElement | null>;
  onGoTo: (categoryId: string) => void;
  /** The goods search of this store. */
  searchUrl: string;
}

/** The sticky bar of category tabs, with the goods-search button. */
export function MenuTabs({ categories, current, tabsRef, onGoTo, searchUrl }: MenuTabsProps) {
  const { t } = useTranslation();
  return (
    <nav className="nb-shop-menu-tabs" aria-label={t('store.categories')}>
      <div className="nb-shop-menu-tab-list" ref={tabsRef}>
        {categories.map((category) => (
          <button
            key={category.id}
            type="button"
            className="nb-shop-menu-tab"
            aria-current={current === category.id ? 'true' : undefined}
            onClick={() => onGoTo(category.id)}
          >
            {category.name}
          </button>
        ))}
      </div>
      <AppLink className="nb-shop-menu-search" to={searchUrl} aria-label={t('store.searchGoods')}>
        <svg
          viewBox="0 0 24 24"
          width="22"
          height="22"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          aria-hidden="true"
        >
          <circle cx="11" cy="11" r="6.5" />
          <path d="m16 16 4.5 4.5" strokeLinecap="round" />
        </svg>
      </AppLink>
    </nav>
  );
}
