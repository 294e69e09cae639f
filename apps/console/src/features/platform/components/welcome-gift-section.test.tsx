import { answer, fakeApi } from '@nearbite/api-client/fake-api';
import {
  consoleWelcomePackageRoutes,
  type WelcomeCouponDto,
  type WelcomePackageDto,
} from '@nearbite/contract/console-welcome-package';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { couponTexts } from '../../../shared/i18n/coupon-texts';
import { renderConsole } from '../../../test/render';
import { platformTexts } from '../texts';
import { WelcomeGiftSection } from './welcome-gift-section';

const t = platformTexts.en;
const c = couponTexts.en;
const freeDelivery: WelcomeCouponDto = {
  id: '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
  title: { en: 'Free delivery', zh: '免配送费' },
  describe: null,
  couponType: 'freeDeliveryPrice',
  discountPercent: null,
  maxDiscountPrice: null,
  discountPrice: null,
  minCommoditiesPrice: null,
  maxDeliveryDistanceMiles: null,
  orderTypes: [],
  validity: { kind: 'duration', durationSeconds: 30 * 86_400 },
  stockNumber: null,
  perUserLimit: 1,
  redeemCode: null,
  status: 'active',
  claimedCount: 4,
  createdTime: 0,
};
const saved: WelcomePackageDto = { status: 'inactive', coupons: [{ quantity: 1, coupon: freeDelivery }] };

const puts = (api: ReturnType<typeof fakeApi>) =>
  api.requests.filter((request) => request.method === 'PUT').map((request) => request.body);

describe('the welcome gift section', () => {
  it('adds a new coupon given twice above the existing one, switches the gift on and saves the list', async () => {
    const api = fakeApi([
      answer(consoleWelcomePackageRoutes.welcomePackage, saved),
      answer(consoleWelcomePackageRoutes.saveWelcomePackage, saved),
    ]);
    renderConsole(<WelcomeGiftSection />);
    await screen.findByLabelText('Quantity: Free delivery');
    await userEvent.click(screen.getByRole('button', { name: t.addWelcomeCoupon }));
    const dialog = within(await screen.findByRole('dialog', { name: t.newWelcomeCoupon }));
    await userEvent.type(dialog.getByLabelText(t.couponTitleEn), '$3 off');
    await userEvent.selectOptions(dialog.getByLabelText(c.kind), 'cash');
    await userEvent.type(dialog.getByLabelText(c.amount), '3');
    await userEvent.click(dialog.getByRole('button', { name: t.addToGift }));
    const quantity = await screen.findByLabelText('Quantity: $3 off');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Move up: $3 off' }));
    await userEvent.click(screen.getByRole('switch', { name: (name) => name.startsWith(t.welcomeOn) }));
    expect(screen.getByText(t.unsaved)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.saveWelcome }));
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]).toEqual({
      status: 'active',
      coupons: [
        {
          coupon: expect.objectContaining({
            title: { en: '$3 off', zh: '' },
            couponType: 'cash',
            discountPrice: 300,
          }),
          quantity: 2,
        },
        { couponId: freeDelivery.id, quantity: 1 },
      ],
    });
  });

  it('takes a coupon out and refuses a quantity it cannot read before sending', async () => {
    const api = fakeApi([answer(consoleWelcomePackageRoutes.welcomePackage, saved)]);
    renderConsole(<WelcomeGiftSection />);
    const quantity = await screen.findByLabelText('Quantity: Free delivery');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, 'two');
    await userEvent.click(screen.getByRole('button', { name: t.saveWelcome }));
    expect(await screen.findByText(t.quantityUnreadable)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove from the gift: Free delivery' }));
    expect(screen.getByText(t.welcomeEmpty)).toBeInTheDocument();
    expect(puts(api)).toEqual([]);
  });
});
