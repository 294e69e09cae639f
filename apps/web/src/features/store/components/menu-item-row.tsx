import type { CommoditySummaryDto } from '@nearbite/contract/menu';
import type { ActivityRule } from '@nearbite/domain/activity-discount';
import { discountLabel } from '@nearbite/domain/discount-label';
import { dollars } from '@nearbite/domain/money-text';
import type { OrderType } from '@nearbite/domain/order-type';
import { appLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/use-translation';
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
