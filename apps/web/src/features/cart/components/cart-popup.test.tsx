import type { ActivityRule } from '@nearbite/domain/activity-discount';
import { act, renderHook, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AppLanguage } from '../../../shared/i18n/language';
import type { CartLine } from '../../../shared/lib/cart-line';
import { cartLine } from '../../../shared/lib/cart-line.fixture';
import { renderInApp } from '../../../test/render';
import { useCartActions } from '../use-cart';
import { CartBar } from './cart-bar';

let storeCount = 0;

/** Fills a store's cart (its own for each test: carts live in one module-wide store) and returns its id. */
function storeWith(lines: readonly CartLine[]): string {
  storeCount += 1;
  const businessId = `cart-popup-store-${storeCount}`;
  const { result } = renderHook(() => useCartActions(businessId));
  act(() => result.current.refill(lines));
  return businessId;
}

/** The cart as the diner opens it: the bar, then a tap on it. */
async function openCart(
  lines: readonly CartLine[],
  options: { activities?: ActivityRule[]; language?: AppLanguage } = {},
) {
  const onEditLine = vi.fn();
  const view = await renderInApp(
    <CartBar
      businessId={storeWith(lines)}
      orderType="delivery"
      activities={options.activities ?? []}
      isOpen
      canReserved
      required={null}
      onCheckout={vi.fn()}
      onEditLine={onEditLine}
    />,
    { language: options.language },
  );
  await view.user.click(screen.getByRole('button', { name: /^(Open cart|打开购物车)/ }));
  const dialog = await screen.findByRole('dialog');
  return { ...view, dialog, onEditLine };
}

const tea = cartLine({
  goodsNumber: 2,
  stockNumber: 2,
  addPrice: 75,
  chooseSpecList: [{ id: 'sweet', name: 'Sweetness', values: [{ id: 's50', name: '50%' }] }],
  chooseAddOnList: [
    { id: 'adds', name: 'Add-ins', values: [{ id: 'pearls', name: 'Pearls', price: 75, boughtNumber: 1 }] },
  ],
  remarks: 'Extra hot',
});
const noodles = cartLine({
  wantIndex: 'w2',
  goodsId: 'noodles',
  goodsName: 'Beef Noodles',
  categoryId: 'mains',
  price: 1250,
});
const noodlesDiscount: ActivityRule = {
  id: 'noodles-half',
  activityType: 'discount',
  discountPercent: 50,
  availableOrderTypes: [],
  availableCommodityIds: ['noodles'],
};

/** The cart line of an item, by its name button. */
function lineOf(dialog: HTMLElement, name: string): HTMLElement {
  const item = within(dialog)
    .getAllByRole('listitem')
    .find((entry) => within(entry).queryByRole('button', { name: `Edit ${name}` }));
  if (!item) throw new Error(`no cart line for ${name}`);
  return item;
}

describe('CartPopup', () => {
  it('lists each line with its choices, note, units and price, and the total', async () => {
    const { dialog } = await openCart([tea, noodles], { activities: [noodlesDiscount] });

    expect(within(dialog).getByRole('heading', { name: 'Cart' })).toBeVisible();
    const teaLine = lineOf(dialog, 'Classic Milk Tea');
    expect(within(teaLine).getByText('50% · Pearls')).toBeVisible();
    expect(within(teaLine).getByText('Note: Extra hot')).toBeVisible();
    expect(within(teaLine).getByRole('status')).toHaveTextContent('2');
    // (5.45 + 0.75) × 2
    expect(within(teaLine).getByText('$12.40')).toBeVisible();

    // A discounted line: what the diner pays, and the price before, struck through.
    const noodlesLine = lineOf(dialog, 'Beef Noodles');
    expect(within(noodlesLine).getByText('$6.25')).toBeVisible();
    expect(within(noodlesLine).getByText('$12.50').tagName).toBe('DEL');
    expect(within(dialog).getByText('Total $18.65')).toBeVisible();
  });

  it('refuses one more unit than the stock holds and keeps the count', async () => {
    const { dialog, user } = await openCart([tea]);
    const teaLine = lineOf(dialog, 'Classic Milk Tea');

    await user.click(within(teaLine).getByRole('button', { name: 'One more Classic Milk Tea' }));

    expect(await screen.findByText('Not enough stock.')).toBeInTheDocument();
    expect(within(teaLine).getByRole('status')).toHaveTextContent('2');
  });

  it('takes a unit off, and asks before removing the last one', async () => {
    const { dialog, user } = await openCart([tea, noodles]);

    await user.click(within(dialog).getByRole('button', { name: 'One less Classic Milk Tea' }));
    expect(within(lineOf(dialog, 'Classic Milk Tea')).getByRole('status')).toHaveTextContent('1');

    await user.click(within(dialog).getByRole('button', { name: 'One less Beef Noodles' }));
    expect(await screen.findByText('Remove Beef Noodles from your cart?')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(lineOf(dialog, 'Beef Noodles')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'One less Beef Noodles' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(within(dialog).queryByRole('button', { name: 'Edit Beef Noodles' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Total $6.20')).toBeVisible();
  });

  it('asks before clearing the cart, and empties it only when the diner confirms', async () => {
    const { dialog, user } = await openCart([tea, noodles]);

    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Remove everything from your cart?')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(lineOf(dialog, 'Beef Noodles')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await user.click(await screen.findByRole('button', { name: 'Clear cart' }));
    expect(await screen.findByText('Your cart is empty')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  it('opens a line in the item dialog to change its choices', async () => {
    const { dialog, user, onEditLine } = await openCart([tea, noodles]);

    await user.click(within(dialog).getByRole('button', { name: 'Edit Beef Noodles' }));

    expect(onEditLine).toHaveBeenCalledWith(expect.objectContaining({ goodsId: 'noodles', goodsNumber: 1 }));
  });

  it('speaks Chinese to a Chinese diner, the clearing question included', async () => {
    const { dialog, user } = await openCart([tea], { language: 'zh-CN' });

    expect(within(dialog).getByRole('heading', { name: '购物车' })).toBeVisible();
    expect(within(dialog).getByText('备注：Extra hot')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: '清空' }));
    expect(await screen.findByText('确定清空购物车吗？')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '清空购物车' }));
    expect(await screen.findByText('购物车是空的')).toBeVisible();
  });
});
