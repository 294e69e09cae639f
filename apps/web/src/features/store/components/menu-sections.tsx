import type { CommoditySummaryDto, MenuCategoryDto } from '@nearbite/contract/store';
import type { ActivityRule } from '@nearbite/domain/activity-discount';
import { discountLabel } from '@nearbite/domain/discount-label';
import { dollars } from '@nearbite/domain/money-text';
import type { OrderType } from '@nearbite/domain/order-type';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appLanguage } from '../../../shared/i18n/language';
import { AppLink } from '../../../shared/ui/app-link';
import { purchaseNotes, rowDiscountPercent, rowPrices } from '../lib/menu-rows';

export interface ItemRowContext {
  orderType: OrderType;
  activities: readonly ActivityRule[];
  /** Units of each item in the cart, by item id. */
  inCart: ReadonlyMap<string, number>;
  /** Whether an item can join the cart now (its timed menu is served). */
  isServed: (item: CommoditySummaryDto) => boolean;
  /** Opens the item dialog. */
  onOpen: (item: CommoditySummaryDto) => void;
  /** The row's + button: adds an item without options, opens the dialog otherwise. */
  onAdd: (item: CommoditySummaryDto) => void;
  /** Enlarges the item's picture; without it the picture opens the item dialog like the rest of the row. */
  onPreview?: (item: CommoditySummaryDto) => void;
}

/** An item row: thumbnail, name, description, notes, price, discount, sold-out or in-cart labels, and +. */
export function MenuItemRow({ item, context }: { item: CommoditySummaryDto; context: ItemRowContext }) {
  const { t } = useTranslation();
  const { price, originPrice } = rowPrices(item, context.orderType);
  const discount = rowDiscountPercent(item, context.activities, context.orderType);
  const notes = purchaseNotes(item);
  const inCart = context.inCart.get(item.id) ?? 0;
  const served = context.isServed(item);
  const available = !item.soldOut && served;
  const onPreview = context.onPreview;
  return (
    <li className={available ? 'nb-shop-menu-item' : 'nb-shop-menu-item nb-shop-menu-item-unavailable'}>
      {item.thumbnail && onPreview ? (
        <button
          type="button"
          className="nb-shop-menu-item-preview"
          aria-haspopup="dialog"
          aria-label={t('store.viewItemPhoto', { name: item.name })}
          onClick={() => onPreview(item)}
        >
          <img
            className="nb-shop-menu-item-image"
            src={item.thumbnail}
            alt=""
            width={88}
            height={88}
            loading="lazy"
            decoding="async"
          />
        </button>
      ) : null}
      <button type="button" className="nb-shop-menu-item-open" onClick={() => context.onOpen(item)}>
        {item.thumbnail && onPreview ? null : item.thumbnail ? (
          <img
            className="nb-shop-menu-item-image"
            src={item.thumbnail}
            alt=""
            width={88}
            height={88}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="nb-shop-menu-item-image" aria-hidden="true" />
        )}
        <span className="nb-shop-menu-item-text">
          <span className="nb-shop-menu-item-name">{item.name}</span>
          {item.description ? (
            <span className="nb-shop-menu-item-description">{item.description}</span>
          ) : null}
          {notes.min !== null || notes.max !== null ? (
            <span className="nb-shop-menu-item-notes">
              {notes.min !== null ? <span>{t('store.minBuy', { count: notes.min })}</span> : null}
              {notes.max !== null ? <span>{t('store.maxBuy', { count: notes.max })}</span> : null}
            </span>
          ) : null}
          <span className="nb-shop-menu-item-prices">
            <span className="nb-shop-menu-item-price">{dollars(price)}</span>
            {originPrice !== null ? (
              <del className="nb-shop-menu-item-origin">
                <span className="nb-visually-hidden">{t('item.originalPrice')} </span>
                {dollars(originPrice)}
              </del>
            ) : null}
            {discount !== null ? (
              <span className="nb-shop-menu-item-discount">{discountLabel(discount, appLanguage)}</span>
            ) : null}
          </span>
          {item.soldOut ? (
            <span className="nb-shop-menu-item-flag">{t('store.soldOut')}</span>
          ) : !served ? (
            <span className="nb-shop-menu-item-flag">{t('store.notServing')}</span>
          ) : null}
        </span>
      </button>
      <span className="nb-shop-menu-item-actions">
        {inCart > 0 ? (
          <span className="nb-shop-menu-item-count">
            <span aria-hidden="true">{inCart}</span>
            <span className="nb-visually-hidden">{t('store.inCart', { count: inCart })}</span>
          </span>
        ) : null}
        <button
          type="button"
          className="nb-shop-menu-item-add"
          disabled={!available}
          aria-label={
            item.hasOptions ? t('store.choose', { name: item.name }) : t('store.add', { name: item.name })
          }
          onClick={() => context.onAdd(item)}
        >
          +
        </button>
      </span>
    </li>
  );
}

export interface MenuSectionsProps {
  categories: readonly MenuCategoryDto[];
  context: ItemRowContext;
  /** The goods search of this store. */
  searchUrl: string;
}

const sectionId = (categoryId: string) => `nb-shop-menu-${categoryId}`;

/**
 * The menu: a sticky bar of category tabs (the current one follows the scroll; a tap scrolls to its
 * section) with the goods-search button, then each category's items.
 */
export function MenuSections({ categories, context, searchUrl }: MenuSectionsProps) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<string | null>(categories[0]?.id ?? null);
  const tabsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const visible = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) visible.set(entry.target.id, entry.isIntersecting);
        const first = categories.find((category) => visible.get(sectionId(category.id)));
        if (first) setCurrent(first.id);
      },
      // The band just under the sticky tabs decides which section is current.
      { rootMargin: '-56px 0px -60% 0px' },
    );
    for (const category of categories) {
      const element = document.getElementById(sectionId(category.id));
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [categories]);

  // The first tab is in view when the menu appears: scrolling to it on mount would only force a
  // layout in the page's first render.
  const shownTab = useRef(current);
  useEffect(() => {
    if (shownTab.current === current) return;
    shownTab.current = current;
    const tab = tabsRef.current?.querySelector<HTMLElement>('[aria-current="true"]');
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);

  const goTo = (categoryId: string) => {
    setCurrent(categoryId);
    document.getElementById(sectionId(categoryId))?.scrollIntoView({ block: 'start' });
  };

  return (
    <>
      <nav className="nb-shop-menu-tabs" aria-label={t('store.categories')}>
        <div className="nb-shop-menu-tab-list" ref={tabsRef}>
          {categories.map((category) => (
            <button
              key={category.id}
              type="button"
              className="nb-shop-menu-tab"
              aria-current={current === category.id ? 'true' : undefined}
              onClick={() => goTo(category.id)}
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
