import { answer, fakeApi, refusal } from '@nearbite/api-client/fake-api';
import type { CommodityDto } from '@nearbite/contract/menu';
import { storeRoutes } from '@nearbite/contract/store';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AppLanguage } from '../../../shared/i18n/language';
import type { CartLine } from '../../../shared/lib/cart-line';
import { cartLine } from '../../../shared/lib/cart-line.fixture';
import { renderInApp } from '../../../test/render';
import { milkTea } from '../lib/item.fixture';
import ItemDialog, { type ItemDialogProps } from './item-dialog';

interface Setup {
  item?: CommodityDto;
  props?: Partial<ItemDialogProps>;
  language?: AppLanguage;
}

/** Opens the dialog on an item the fake server answers with (checked against the contract). */
async function openItem({ item = milkTea(), props = {}, language }: Setup = {}) {
  const api = fakeApi([answer(storeRoutes.commodity, item)]);
  const onSubmit = vi.fn<ItemDialogProps['onSubmit']>(async () => true);
  const onClose = vi.fn();
  const view = await renderInApp(
    <ItemDialog
      visible
      commodityId={item.id}
      editing={null}
      orderType="delivery"
      cartLines={[]}
      timeZone="America/Los_Angeles"
      onClose={onClose}
      onSubmit={onSubmit}
      {...props}
    />,
    { language },
  );
  const dialog = await screen.findByRole('dialog', { name: item.name });
  return { ...view, api, dialog, onSubmit, onClose };
}

/** A choice group (a fieldset named by its legend). */
function group(dialog: HTMLElement, name: RegExp) {
  return within(dialog).getByRole('group', { name });
}

function addButton(dialog: HTMLElement) {
  return within(dialog).getByRole('button', { name: /^(Add to cart|Update cart|加入购物车)/ });
}

describe('ItemDialog', () => {
  it('shows the item, its price and each choice group with its rule', async () => {
    const { dialog } = await openItem();

    expect(within(dialog).getByRole('heading', { name: 'Classic Milk Tea' })).toBeVisible();
    expect(within(dialog).getByText('$5.45')).toBeVisible();
    expect(within(group(dialog, /^Sweetness/)).getByText('Required · Choose 1')).toBeVisible();
    expect(within(group(dialog, /^Ice/)).getByText('Optional · Choose 1')).toBeVisible();
    expect(within(group(dialog, /^Toppings/)).getByText('Required · Select up to 2')).toBeVisible();
    expect(within(group(dialog, /^Add-ins/)).getByText('Minimum 1 addon · Up to 3')).toBeVisible();
    // The regular size is sold out: it cannot be chosen, and the first size in stock is.
    expect(within(group(dialog, /^Size/)).getByRole('button', { name: 'Regular · Sold out' })).toBeDisabled();
    expect(within(group(dialog, /^Size/)).getByRole('button', { name: 'Large +$2.50' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(addButton(dialog)).toHaveTextContent('Add to cart · $7.95');
  });

  it('does not add until every required group is chosen, and says which one is missing', async () => {
    const { dialog, user, onSubmit } = await openItem();

    await user.click(addButton(dialog));
    expect(await screen.findByText('Please choose Sweetness')).toBeInTheDocument();

    await user.click(within(group(dialog, /^Sweetness/)).getByRole('button', { name: '50%' }));
    await user.click(addButton(dialog));
    expect(await screen.findByText('Please choose Toppings')).toBeInTheDocument();

    await user.click(within(group(dialog, /^Toppings/)).getByRole('button', { name: 'Boba' }));
    await user.click(addButton(dialog));
    expect(await screen.findByText('Minimum 1 addon')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'One more Pearls' }));
    await user.click(addButton(dialog));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps a group within its maximum', async () => {
    const { dialog, user } = await openItem();
    const toppings = group(dialog, /^Toppings/);

    await user.click(within(toppings).getByRole('button', { name: 'Boba' }));
    await user.click(within(toppings).getByRole('button', { name: 'Mochi' }));
    await user.click(within(toppings).getByRole('button', { name: 'Red bean' }));

    expect(await screen.findByText('Select up to 2')).toBeInTheDocument();
    expect(within(toppings).getByRole('button', { name: 'Red bean' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(toppings).getByRole('button', { name: 'Boba' })).toHaveAttribute('aria-pressed', 'true');

    // Pearls allow 2 per cup: the third is refused and the count stays.
    await user.click(within(dialog).getByRole('button', { name: 'One more Pearls' }));
    await user.click(within(dialog).getByRole('button', { name: 'One more Pearls' }));
    await user.click(within(dialog).getByRole('button', { name: 'One more Pearls' }));
    const pearls = within(group(dialog, /^Add-ins/)).getAllByRole('listitem')[0];
    expect(pearls && within(pearls).getByRole('status')).toHaveTextContent('2');
  });

  it('prices the choices and the quantity as they change', async () => {
    const { dialog, user } = await openItem();

    await user.click(within(dialog).getByRole('button', { name: 'One more Cheese foam' }));
    // $5.45 + large $2.50 + foam $1.25
    expect(addButton(dialog)).toHaveTextContent('Add to cart · $9.20');

    await user.click(within(dialog).getByRole('button', { name: 'One more' }));
    expect(within(dialog).getByRole('button', { name: 'One less' })).toBeVisible();
    expect(addButton(dialog)).toHaveTextContent('Add to cart · $18.40');

    await user.click(within(dialog).getByRole('button', { name: 'One less' }));
    expect(addButton(dialog)).toHaveTextContent('Add to cart · $9.20');
  });

  it('asks the takeaway price for pickup', async () => {
    const { dialog } = await openItem({ props: { orderType: 'pickup' } });

    expect(within(dialog).getByText('$5.00')).toBeVisible();
    expect(addButton(dialog)).toHaveTextContent('Add to cart · $7.50');
  });

  it('stops the quantity at the stock of the chosen size', async () => {
    const { dialog, user } = await openItem();
    const more = within(dialog).getByRole('button', { name: 'One more' });

    await user.click(more);
    await user.click(more);
    expect(addButton(dialog)).toHaveTextContent('Add to cart · $23.85');
    await user.click(more);

    expect(await screen.findByText('Not enough stock for the selected option.')).toBeInTheDocument();
    expect(addButton(dialog)).toHaveTextContent('Add to cart · $23.85');
  });

  it('cannot add a sold-out item', async () => {
    const { dialog, user, onSubmit } = await openItem({ item: milkTea({ soldOut: true }) });

    const button = within(dialog).getByRole('button', { name: 'Sold out' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds the line the diner chose to the cart and closes', async () => {
    const { dialog, user, onSubmit, onClose } = await openItem();

    await user.click(within(group(dialog, /^Sweetness/)).getByRole('button', { name: '50%' }));
    await user.click(within(group(dialog, /^Toppings/)).getByRole('button', { name: 'Mochi' }));
    await user.click(within(group(dialog, /^Toppings/)).getByRole('button', { name: 'Boba' }));
    await user.click(within(dialog).getByRole('button', { name: 'One more Pearls' }));
    await user.click(within(dialog).getByRole('button', { name: 'One more' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'No straw');
    await user.click(addButton(dialog));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [line, editing] = onSubmit.mock.calls[0] ?? [];
    expect(editing).toBeNull();
    expect(line).toMatchObject({
      goodsId: 'tea',
      goodsName: 'Classic Milk Tea',
      goodsNumber: 2,
      price: 545,
      addPrice: 325,
      remarks: 'No straw',
      chooseSpecList: [
        { id: 'sweet', values: [{ id: 's50', name: '50%' }] },
        // In the menu's order, whatever the order of the taps.
        { id: 'top', values: [{ id: 't1' }, { id: 't2' }] },
      ],
      chooseAttrList: [{ id: 'size', valueId: 'large', price: 250 }],
      chooseAddOnList: [{ id: 'adds', values: [{ id: 'pearls', boughtNumber: 1, price: 75 }] }],
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('stays open when the cart declines the line', async () => {
    const item = milkTea({ specifications: [], addOns: [] });
    const { dialog, user, onSubmit, onClose } = await openItem({ item });
    onSubmit.mockResolvedValueOnce(false);

    await user.click(addButton(dialog));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(addButton(dialog)).toBeEnabled();
  });

  it('opens a cart line with its choices to update it', async () => {
    const editing: CartLine = cartLine({
      wantIndex: 'w7',
      goodsNumber: 2,
      chooseSpecList: [
        { id: 'sweet', name: 'Sweetness', values: [{ id: 's0', name: '0%' }] },
        { id: 'top', name: 'Toppings', values: [{ id: 't3', name: 'Red bean' }] },
      ],
      chooseAttrList: [
        { id: 'size', name: 'Size', valueId: 'large', valueName: 'Large', price: 250, stockNumber: 3 },
      ],
      chooseAddOnList: [
        {
          id: 'adds',
          name: 'Add-ins',
          values: [{ id: 'foam', name: 'Cheese foam', price: 125, boughtNumber: 1 }],
        },
      ],
      remarks: 'Less sugar',
    });
    const { dialog, user, onSubmit } = await openItem({ props: { editing, cartLines: [editing] } });

    expect(within(group(dialog, /^Sweetness/)).getByRole('button', { name: '0%' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Note (optional)' })).toHaveValue('Less sugar');
    // (5.45 + 2.50 + 1.25) × 2
    const update = within(dialog).getByRole('button', { name: 'Update cart · $18.40' });
    await user.click(update);
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ goodsNumber: 2 }), editing);
  });

  it('says when the item cannot be loaded and tries again', async () => {
    const item = milkTea();
    fakeApi([refusal(storeRoutes.commodity, 503, 'O1000')]);
    const view = await renderInApp(
      <ItemDialog
        visible
        commodityId={item.id}
        editing={null}
        orderType="delivery"
        cartLines={[]}
        timeZone="America/Los_Angeles"
        onClose={vi.fn()}
        onSubmit={vi.fn()}
      />,
    );
    expect(await screen.findByText("Couldn't load this item.")).toBeVisible();

    fakeApi([answer(storeRoutes.commodity, item)]);
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Classic Milk Tea' })).toBeVisible();
  });

  it('speaks Chinese to a Chinese diner', async () => {
    const { dialog, user } = await openItem({ language: 'zh-CN' });

    expect(within(group(dialog, /^Sweetness/)).getByText('必选 · 单选')).toBeVisible();
    expect(addButton(dialog)).toHaveTextContent('加入购物车 · $7.95');
    await user.click(addButton(dialog));
    expect(await screen.findByText('请选择Sweetness')).toBeInTheDocument();
  });
});
