import type { MenuCategoryDto } from '@nearbite/contract/menu';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { sectionId } from '../lib/menu-rows';
import { useMenuTabs } from '../use-menu-tabs';
import { type ItemRowContext, MenuItemRow } from './menu-item-row';
import { MenuTabs } from './menu-tabs';

export interface MenuSectionsProps {
  categories: readonly MenuCategoryDto[];
  context: ItemRowContext;
  /** The goods search of this store. */
  searchUrl: string;
}

/**
 * The menu: a sticky bar of category tabs (the current one follows the scroll; a tap scrolls to its
 * section) with the goods-search button, then each category's items.
 */
export function MenuSections({ categories, context, searchUrl }: MenuSectionsProps) {
  const { t } = useTranslation();
  const { current, tabsRef, goTo } = useMenuTabs(categories);

  return (
    <>
      <MenuTabs
        categories={categories}
        current={current}
        tabsRef={tabsRef}
        onGoTo={goTo}
        searchUrl={searchUrl}
      />
      {categories.length === 0 ? <p className="nb-shop-menu-empty">{t('store.emptyMenu')}</p> : null}
      {categories.map((category) => (
        <section
          key={category.id}
          id={sectionId(category.id)}
          className="nb-shop-menu-section"
          aria-labelledby={`${sectionId(category.id)}-title`}
        >
          <h2 id={`${sectionId(category.id)}-title`} className="nb-shop-menu-section-title">
            {category.name}
          </h2>
          <ul className="nb-shop-menu-items">
            {category.commodities.map((item) => (
              <MenuItemRow key={item.id} item={item} context={context} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
