import type { TimedMenuDetailDto } from '@nearbite/contract/menu';
import type { OrderType } from '@nearbite/domain/order-type';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { ItemRowContext } from './menu-item-row';
import { MenuSections } from './menu-sections';
import { DineInActions, DiningSwitch, TimedMenuSelector } from './ordering-mode';
import { StoreLoadFailed, StoreLoading } from './store-status';

export interface StoreControlsProps {
  orderType: OrderType | null;
  /** The table of a dine-in order; with it the waiter call shows instead of the dining switch. */
  tableName: string | null;
  onSelectType: (type: OrderType) => void;
  calling: boolean;
  onCallWaiter: () => void;
  menus: TimedMenuDetailDto['timedMenus'];
  timedMenuId: string | null;
  onSelectMenu: (menuId: string | null) => void;
}

/** The dining type switch (or the dine-in actions at a table) and the timed menus. */
export function StoreControls(props: StoreControlsProps) {
  return (
    <div className="nb-shop-controls">
      {props.orderType === 'dineIn' && props.tableName ? (
        <DineInActions calling={props.calling} onCallWaiter={props.onCallWaiter} />
      ) : (
        <DiningSwitch value={props.orderType} onSelect={props.onSelectType} />
      )}
      <TimedMenuSelector menus={props.menus} value={props.timedMenuId} onSelect={props.onSelectMenu} />
    </div>
  );
}

export interface StoreMenuProps {
  menu: TimedMenuDetailDto | undefined;
  failed: boolean;
  onRetry: () => void;
  context: ItemRowContext;
  searchUrl: string;
}

/** The menu with its category tabs, or its loading spinner, or its failure with a retry. */
export function StoreMenu({ menu, failed, onRetry, context, searchUrl }: StoreMenuProps) {
  const { t } = useTranslation();
  if (menu)
    return <MenuSections categories={menu.commodityCategories} context={context} searchUrl={searchUrl} />;
  if (failed) return <StoreLoadFailed message={t('store.menuFailed')} onRetry={onRetry} />;
  return <StoreLoading />;
}
