import type { ActivityRule } from '@nearbite/domain/activity-discount';
import { dollars } from '@nearbite/domain/money-text';
import { priceOrder } from '@nearbite/domain/pricing';
import { DEFAULT_TIP_CONFIG } from '@nearbite/domain/tips';
import { act, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type CartLine, cartLineToOrderLine } from '../../../shared/lib/cart-line';
import { cartLine } from '../../../shared/lib/cart-line.fixture';
import { renderInApp } from '../../../test/render';
import { useCartActions } from '../use-cart';
import { CartBar, type CartBarProps } from './cart-bar';

let storeCount = 0;

/** A store of its own for each test: carts live in one module-wide store. */
function newStoreId(): string {
  storeCount += 1;
  return `cart-bar-store-${storeCount}`;
}

/** Fills the store's cart through the cart's own actions, as Order again does. */
function fillCart(businessId: string, lines: readonly CartLine[]): void {
  const { result } = renderHook(() => useCartActions(businessId));
  act(() => result.current.refill(lines));
}

function renderBar(overrides: Partial<CartBarProps> & { businessId: string }, language?: 'en' | 'zh-CN') {
  const props: CartBarProps = {
    orderType: 'delivery',
    activities: [],
    isOpen: true,
    canReserved: true,
    required: null,
    onCheckout: vi.fn(),
    onEditLine: vi.fn(),
    ...overrides,
  };
  return renderInApp(<CartBar {...props} />, { language }).then((view) => ({ ...view, props }));
}

/** The food total the domain pricing engine gives for these lines. */
function engineSubtotal(lines: readonly CartLine[], activities: readonly ActivityRule[]) {
  return priceOrder({
    orderType: 'delivery',
    now: Date.now(),
    lines: lines.map(cartLineToOrderLine),
    activities,
    tax: { taxRateMillionths: 0, noTaxOnPickupOrders: false },
    servicePrices: [],
    tipRules: { config: DEFAULT_TIP_CONFIG, customizedTipDisabled: false, tipDisabledForOnline: true },
    tip: { kind: 'custom', amount: 0 },
    delivery: null,
    coupon: null,
    pointsTiers: [],
  });
}

const tea = cartLine({ goodsNumber: 2 });
const noodles = cartLine({ goodsId: 'noodles', goodsName: 'Beef Noodles', categoryId: 'mains', price: 1250 });
const teaDiscount: ActivityRule = {
  id: 'tea-20-off',
  activityType: 'discount',
  discountPercent: 80,
  availableOrderTypes: [],
  availableCommodityIds: ['tea'],
};

describe('CartBar', () => {
  it('says the cart is empty and offers nothing to open or check out', async () => {
    await renderBar({ businessId: newStoreId() });

    expect(screen.getByText('Your cart is empty')).toBeVisible();
    expect(screen.getByRole('button', { name: /Your cart is empty/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  it('shows the units and the food total of the pricing engine, and checks out', async () => {
    const businessId = newStoreId();
    fillCart(businessId, [tea, noodles]);
    const { user, props } = await renderBar({ businessId });

    // 2 × $5.45 + $12.50
    expect(engineSubtotal([tea, noodles], []).subtotal).toBe(2340);
    expect(screen.getByText('Total $23.40')).toBeVisible();
    expect(screen.getByRole('button', { name: /Open cart, 3 items/ })).toBeEnabled();
    expect(screen.queryByText(/Before discounts/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(props.onCheckout).toHaveBeenCalledTimes(1);
  });

  it('shows the discounted total with the total before discounts struck through', async () => {
    const businessId = newStoreId();
    fillCart(businessId, [tea, noodles]);
    await renderBar({ businessId, activities: [teaDiscount] });

    const quote = engineSubtotal([tea, noodles], [teaDiscount]);
    // The tea pays 80 %: ⌈545 × 0.8⌉ = $4.36 a cup.
    expect(quote.subtotal).toBe(2 * 436 + 1250);
    expect(screen.getByText(`Total ${dollars(quote.subtotal)}`)).toBeVisible();
    const before = screen.getByText('Before discounts $23.40');
    expect(before.tagName).toBe('DEL');
  });

  it('reads Closed and refuses to check out when the store is closed and takes no orders ahead', async () => {
    const businessId = newStoreId();
    fillCart(businessId, [tea]);
    const { user, props } = await renderBar({ businessId, isOpen: false, canReserved: false });

    const button = screen.getByRole('button', { name: 'Closed' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(props.onCheckout).not.toHaveBeenCalled();
  });

  it('stays open for orders ahead when the store is closed but takes reservations', async () => {
    const businessId = newStoreId();
    fillCart(businessId, [tea]);
    await renderBar({ businessId, isOpen: false, canReserved: true });

    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  });

  it('asks for the required dine-in category before checking out', async () => {
    const businessId = newStoreId();
    fillCart(businessId, [tea]);
    const required = { categoryId: 'mains', categoryName: 'Mains', goodsIds: [] };
    await renderBar({ businessId, orderType: 'dineIn', required });

    expect(screen.getByText('Add an item from Mains first')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  it('lets dine-in check out once the required category is in the cart', async () => {
    const businessId = newStoreId();
    fillCart(businessId, [tea, noodles]);
    const required = { categoryId: 'mains', categoryName: 'Mains', goodsIds: [] };
    await renderBar({ businessId, orderType: 'dineIn', required });

    expect(screen.queryByText('Add an item from Mains first')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  });

  it('speaks Chinese to a Chinese diner', async () => {
    const empty = newStoreId();
    const { unmount } = await renderBar({ businessId: empty }, 'zh-CN');
    expect(screen.getByText('购物车是空的')).toBeVisible();
    unmount();

    const businessId = newStoreId();
    fillCart(businessId, [tea, noodles]);
    await renderBar({ businessId, isOpen: false, canReserved: false }, 'zh-CN');
    expect(screen.getByText('合计 $23.40')).toBeVisible();
    expect(screen.getByRole('button', { name: '已打烊' })).toBeDisabled();
  });
});
