import type { CommodityDto } from '@nearbite/contract/menu';
import { dollars } from '@nearbite/domain/money-text';
import type { OrderType } from '@nearbite/domain/order-type';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { shownPrices } from '../lib/item-notices';

/** The item's photos, name (the dialog's title), description and price. */
export function ItemHead({
  item,
  titleId,
  orderType,
}: {
  item: CommodityDto;
  titleId: string;
  orderType: OrderType;
}) {
  const { t } = useTranslation();
  const { price, origin } = shownPrices(item, orderType);
  return (
    <>
      {item.images.length > 0 ? (
        <ul className="nb-item-images" aria-label={t('item.images', { name: item.name })}>
          {item.images.map((image, index) => (
            <li key={image}>
              <img src={image} alt={index === 0 ? item.name : ''} width={375} height={250} decoding="async" />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="nb-item-head">
        <h2 id={titleId} className="nb-item-name">
          {item.name}
        </h2>
        {item.description ? <p className="nb-item-description">{item.description}</p> : null}
        <p className="nb-item-price">
          <span>{dollars(price)}</span>
          {origin !== null ? (
            <del className="nb-item-origin">
              <span className="nb-visually-hidden">{t('item.originalPrice')}</span>
              {dollars(origin)}
            </del>
          ) : null}
        </p>
      </div>
    </>
  );
}
