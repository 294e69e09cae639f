import type { TimedMenuDto } from '@nearbite/contract/menu';
import type { OrderType } from '@nearbite/domain/order-type';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/lib/paths';
import { AppLink } from '../../../shared/ui/app-link';

const SWITCHABLE: readonly OrderType[] = ['delivery', 'pickup'];

export interface DiningSwitchProps {
  value: OrderType | null;
  onSelect: (type: OrderType) => void;
}

/**
 * Delivery or pickup. Both are always shown; choosing one the store does not offer is answered with the
 * "not supported" toast by the caller (specification section 4).
 */
export function DiningSwitch({ value, onSelect }: DiningSwitchProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="nb-shop-dining">
      <legend className="nb-visually-hidden">{t('store.diningTypes')}</legend>
      {SWITCHABLE.map((type) => (
        <button
          key={type}
          type="button"
          className="nb-shop-dining-option"
          aria-pressed={value === type}
          onClick={() => onSelect(type)}
        >
          {t(`store.diningType.${type}`)}
        </button>
      ))}
    </fieldset>
  );
}

export interface DineInActionsProps {
  calling: boolean;
  onCallWaiter: () => void;
}

/** Dine-in: call a waiter to the table, and the diner's orders. */
export function DineInActions({ calling, onCallWaiter }: DineInActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="nb-shop-dine-in">
      <button type="button" className="nb-shop-call" disabled={calling} onClick={onCallWaiter}>
        {t('store.callWaiter')}
      </button>
      <AppLink className="nb-shop-orders" to={paths.orders}>
        {t('store.myOrders')}
      </AppLink>
    </div>
  );
}

export interface TimedMenuSelectorProps {
  menus: readonly TimedMenuDto[];
  /** The chosen menu id; null for the full menu. */
  value: string | null;
  onSelect: (menuId: string | null) => void;
}

/** The store's timed menus (breakfast, lunch…) as choices, with whether each is served now. */
export function TimedMenuSelector({ menus, value, onSelect }: TimedMenuSelectorProps) {
  const { t } = useTranslation();
  if (menus.length === 0) return null;
  return (
    <fieldset className="nb-shop-menus">
      <legend className="nb-visually-hidden">{t('store.timedMenus')}</legend>
      <button
        type="button"
        className="nb-shop-menu"
        aria-pressed={value === null}
        onClick={() => onSelect(null)}
      >
        {t('store.allMenus')}
      </button>
      {menus.map((menu) => (
        <button
          key={menu.id}
          type="button"
          className="nb-shop-menu"
          aria-pressed={value === menu.id}
          onClick={() => onSelect(menu.id)}
        >
          <span>{menu.name}</span>
          <span className={menu.isOpenNow ? 'nb-shop-menu-state nb-shop-menu-open' : 'nb-shop-menu-state'}>
            {menu.isOpenNow ? t('store.menuOpen') : t('store.menuClosed')}
          </span>
        </button>
      ))}
    </fieldset>
  );
}
