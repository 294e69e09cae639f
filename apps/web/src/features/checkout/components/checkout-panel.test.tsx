import { answer, type FakeAnswer, fakeApi } from '@nearbite/api-client/fake-api';
import { accountRoutes } from '@nearbite/contract/account';
import { addressRoutes, type DeliveryAddressDto } from '@nearbite/contract/addresses';
import { couponWalletRoutes } from '@nearbite/contract/coupon-wallet';
import { orderRoutes } from '@nearbite/contract/orders';
import { pickupPointRoutes } from '@nearbite/contract/pickup-points';
import { pointsRoutes } from '@nearbite/contract/points';
import { type BusinessDetailDto, storeRoutes } from '@nearbite/contract/store';
import type { DeliveryFeeConfig } from '@nearbite/domain/delivery-fee';
import { milesBetween } from '@nearbite/domain/geo-distance';
import { dollars } from '@nearbite/domain/money-text';
import type { OrderType } from '@nearbite/domain/order-type';
import { type PriceQuote, priceOrder } from '@nearbite/domain/pricing';
import type { TipChoice } from '@nearbite/domain/tips';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AppLanguage } from '../../../shared/i18n/language';
import { renderInApp } from '../../../test/render';
import { signInDiner } from '../../../test/sign-in';
import { testAddress, testBusiness, testCoupon, testLine } from '../lib/checkout-fixtures';
import type { CheckoutLine } from '../lib/checkout-line';
import CheckoutPanel, { type CheckoutPanelProps } from './checkout-panel';

let storeCount = 0;

/** A store of its own for each test (checkout keeps its choices per store for the session). */
function store(overrides: Partial<BusinessDetailDto> = {}): BusinessDetailDto {
  storeCount += 1;
  const business = testBusiness({ id: `checkout-store-${storeCount}`, ...overrides });
  // The store fixture is what GET /businesses/{id}/detail answers: it must keep to the contract.
  return answer(storeRoutes.detail, business).body as BusinessDetailDto;
}

/** A coupon in the diner's wallet: $5 off orders over $25. */
function walletCoupon() {
  return { ...testCoupon(), describeHTML: null, expiresToday: false, discountedPrice: 500 };
}

interface Diner {
  signedIn?: boolean;
  addresses?: DeliveryAddressDto[];
  coupons?: ReturnType<typeof walletCoupon>[];
  points?: number;
  extra?: FakeAnswer[];
}

/** The server as checkout reads it: no hosts, the diner's addresses and coupons, their points. */
function server({ addresses = [], coupons = [], points = 0, extra = [] }: Diner) {
  return fakeApi([
    answer(pickupPointRoutes.config, { isOpen: false, data: [], prepareTime: 3600 }),
    answer(accountRoutes.clientConfig, {
      productionHosts: [],
      productionUrl: null,
      appLinks: { ios: null, android: null, mac: null },
      map: { tileUrl: 'https://tiles.invalid/{z}/{x}/{y}.png', attribution: 'Map data' },
    }),
    answer(addressRoutes.list, addresses),
    answer(couponWalletRoutes.userCoupons, { coupons }),
    answer(pointsRoutes.card, { id: 'card-1', curPoints: points }),
    answer(pointsRoutes.couponRules, { coupons: [] }),
    answer(storeRoutes.requiredForDineIn, { category: null, commodities: [] }),
    ...extra,
  ]);
}

type PanelSetup = Diner & {
  business?: BusinessDetailDto;
  lines?: CheckoutLine[];
  orderType?: OrderType;
  tableName?: string | null;
  language?: AppLanguage;
};

/** The store page around checkout: it keeps the dining type and the diner count, as the route does. */
function StorePage(
  props: Omit<CheckoutPanelProps, 'orderType' | 'onOrderTypeChange' | 'dinerCount' | 'onDinerCountChange'> & {
    initialType: OrderType;
  },
) {
  const { initialType, ...panel } = props;
  const [orderType, setOrderType] = useState<OrderType>(initialType);
  const [dinerCount, setDinerCount] = useState<number | null>(null);
  return (
    <CheckoutPanel
      {...panel}
      orderType={orderType}
      onOrderTypeChange={setOrderType}
      dinerCount={dinerCount}
      onDinerCountChange={setDinerCount}
    />
  );
}

async function openCheckout(setup: PanelSetup = {}) {
  if (setup.signedIn !== false) signInDiner();
  const api = server(setup);
  const business = setup.business ?? store();
  const callbacks = { onLogin: vi.fn(), onOrderPlaced: vi.fn(), onRedeemChange: vi.fn() };
  const view = await renderInApp(
    <StorePage
      business={business}
      lines={setup.lines ?? [testLine({ quantity: 2 })]}
      initialType={setup.orderType ?? 'delivery'}
      tableName={setup.tableName ?? null}
      userLocation={null}
      {...callbacks}
    />,
    { language: setup.language },
  );
  const panel = await screen.findByRole('region', { name: setup.language === 'zh-CN' ? '结算' : 'Checkout' });
  return { ...view, api, business, panel, ...callbacks };
}

/** The price breakdown as the diner reads it: each label with its amount. */
function priceLines(panel: HTMLElement): Map<string, string> {
  const breakdown = within(panel).getByRole('region', { name: /Price details|价格明细/ });
  const lines = new Map<string, string>();
  for (const term of within(breakdown).getAllByRole('term')) {
    const label = [...term.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join('')
      .trim();
    lines.set(label, term.nextElementSibling?.textContent ?? '');
  }
  return lines;
}

function submitButton(panel: HTMLElement) {
  return within(panel).getAllByRole('button').at(-1) as HTMLElement;
}

/** The engine's delivery rule of the fixture store (testBusiness), written out as the store set it. */
const fixtureDelivery: DeliveryFeeConfig = {
  basePrice: 299,
  baseDistanceMiles: 2,
  extraDeliveryPrices: [{ price: 100, distance: 1 }],
  maxDistanceMiles: 5,
  minCommoditiesPrice: 1500,
  smallOrderExtraPrice: 199,
  deliveryFeeShares: [],
};

/** What the domain pricing engine charges for `quantity` × $10 noodles at the fixture store. */
function engineQuote(input: {
  quantity: number;
  orderType: OrderType;
  tip?: TipChoice;
  address?: DeliveryAddressDto;
  coupon?: boolean;
}): PriceQuote {
  const [storeLongitude, storeLatitude] = testBusiness().address.location.coordinates;
  const address = input.address;
  const distance = address
    ? milesBetween(
        { latitude: storeLatitude, longitude: storeLongitude },
        { latitude: address.location.coordinates[1], longitude: address.location.coordinates[0] },
      )
    : null;
  return priceOrder({
    orderType: input.orderType,
    now: Date.now(),
    lines: [
      {
        commodityId: '00000000-0000-4000-8000-000000000003',
        price: 1000,
        takeawayPrice: null,
        attributePrices: [],
        addOns: [],
        quantity: input.quantity,
        redeemed: false,
        specifiedTax: null,
      },
    ],
    activities: [],
    tax: { taxRateMillionths: 86_250, noTaxOnPickupOrders: false },
    servicePrices: [],
    tipRules: { config: null, customizedTipDisabled: false, tipDisabledForOnline: false },
    tip: input.tip ?? { kind: 'option', index: 0 },
    delivery:
      input.orderType !== 'delivery'
        ? null
        : distance === null
          ? { kind: 'awaitingAddress', config: fixtureDelivery }
          : { kind: 'address', config: fixtureDelivery, distanceMiles: distance },
    coupon: input.coupon
      ? {
          id: '00000000-0000-4000-8000-000000000007',
          couponType: 'cash',
          percent: null,
          maxDiscountPrice: null,
          discountPrice: 500,
          minCommoditiesPrice: 2500,
          maxDeliveryDistanceMiles: null,
          orderTypes: [],
          startsAt: 0,
          expiresAt: Date.UTC(2099, 0, 1),
        }
      : null,
    pointsTiers: [],
  });
}

describe('CheckoutPanel', () => {
  it('delivers to the default address and shows the total the pricing engine gives', async () => {
    const address = testAddress();
    const { panel } = await openCheckout({ addresses: [address] });

    const deliverTo = await within(panel).findByRole('button', { name: /^Deliver to/ });
    expect(deliverTo).toHaveTextContent('500 Howard St, San Francisco, CA');
    expect(within(panel).getByRole('button', { name: /^Delivery time/ })).toHaveTextContent(
      'As soon as possible',
    );
    expect(within(panel).getByRole('button', { name: 'Delivery' })).toHaveAttribute('aria-pressed', 'true');

    const quote = engineQuote({ quantity: 2, orderType: 'delivery', address });
    const lines = priceLines(panel);
    expect(lines.get('Subtotal')).toBe('$20.00');
    expect(lines.get('Delivery fee')).toBe('$2.99');
    expect(lines.get('Tax')).toBe(dollars(quote.excisePrice));
    expect(lines.get('Tip')).toBe('$3.00');
    expect(lines.get('Total')).toBe(dollars(quote.totalPrice));
    // $20.00 + $2.99 delivery + $1.73 tax + $3.00 tip
    expect(quote.totalPrice).toBe(2772);
    // In the breakdown and again beside the submit button.
    expect(within(panel).getAllByText('$27.72')).toHaveLength(2);
    expect(submitButton(panel)).toHaveTextContent('Place order');
    expect(submitButton(panel)).toBeEnabled();
  });

  it('asks for an address before it can price delivery or place the order', async () => {
    const { panel, user, api } = await openCheckout({ addresses: [] });

    expect(await within(panel).findByRole('button', { name: /Choose a delivery address/ })).toBeVisible();
    const lines = priceLines(panel);
    expect(lines.get('Delivery fee')).toBe('Choose an address');
    const quote = engineQuote({ quantity: 2, orderType: 'delivery' });
    expect(lines.get('Total before delivery')).toBe(dollars(quote.totalPrice));

    await user.click(submitButton(panel));
    expect(await screen.findByText('Please choose a delivery address.')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('charges the small-order fee below the store minimum and says so', async () => {
    const address = testAddress();
    const { panel } = await openCheckout({ addresses: [address], lines: [testLine({ quantity: 1 })] });

    await within(panel).findByText('500 Howard St, San Francisco, CA');
    const quote = engineQuote({ quantity: 1, orderType: 'delivery', address });
    const lines = priceLines(panel);
    expect(lines.get('Small-order fee')).toBe('$1.99');
    expect(lines.get('Total')).toBe(dollars(quote.totalPrice));
    expect(within(panel).getByRole('note')).toHaveTextContent(
      'Orders under $15.00 pay a $1.99 small-order fee.',
    );
  });

  it('says how much more food delivery needs when the store takes no small orders', async () => {
    const base = testBusiness();
    const area = base.address.area;
    const business = store({
      address: {
        ...base.address,
        area: {
          ...area,
          deliveryConfig: area.deliveryConfig && { ...area.deliveryConfig, smallOrderExtraPrice: null },
        },
      },
    });
    const { panel, user, api } = await openCheckout({
      business,
      addresses: [testAddress()],
      lines: [testLine({ quantity: 1 })],
    });

    const button = await within(panel).findByRole('button', { name: '$5.00 to deliver' });
    await user.click(button);
    expect(await screen.findByText('Add $5.00 more to get delivery.')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('switches to pickup: the store’s pickup address, no delivery fee, the pickup total', async () => {
    const { panel, user } = await openCheckout({ addresses: [testAddress()] });

    await user.click(within(panel).getByRole('button', { name: 'Pickup' }));

    expect(within(panel).getByRole('button', { name: 'Pickup' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(panel).getByRole('button', { name: /^Pick up at/ })).toHaveTextContent('Front counter');
    expect(within(panel).getByRole('button', { name: /^Pickup time/ })).toBeVisible();
    expect(within(panel).queryByRole('button', { name: /^Deliver to/ })).not.toBeInTheDocument();
    const lines = priceLines(panel);
    expect(lines.has('Delivery fee')).toBe(false);
    expect(lines.get('Total')).toBe(dollars(engineQuote({ quantity: 2, orderType: 'pickup' }).totalPrice));
  });

  it('seats a dine-in order at its table and asks for the number of diners', async () => {
    const { panel, user } = await openCheckout({ orderType: 'dineIn', tableName: '7' });

    expect(within(panel).getByText('Dine-in · Table 7')).toBeVisible();
    expect(within(panel).queryByRole('button', { name: 'Delivery' })).not.toBeInTheDocument();
    expect(
      within(panel).queryByRole('button', { name: /^Delivery time|^Pickup time/ }),
    ).not.toBeInTheDocument();
    expect(priceLines(panel).get('Total')).toBe(
      dollars(engineQuote({ quantity: 2, orderType: 'dineIn' }).totalPrice),
    );

    await user.click(submitButton(panel));
    expect(await screen.findByText('Please choose the number of diners.')).toBeInTheDocument();

    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Diners' }), '2');
    expect(within(panel).getByRole('combobox', { name: 'Diners' })).toHaveValue('2');
  });

  it('cannot be submitted while the store is closed and takes no orders ahead', async () => {
    const business = store({ isOpen: false, canReserved: false });
    const { panel } = await openCheckout({ business, addresses: [testAddress()] });

    expect(submitButton(panel)).toHaveTextContent('Closed');
    expect(submitButton(panel)).toBeDisabled();
  });

  it('changes the total with the tip the diner picks', async () => {
    const address = testAddress();
    const { panel, user } = await openCheckout({ addresses: [address] });
    await within(panel).findByText('500 Howard St, San Francisco, CA');
    const tips = within(panel).getByRole('group', { name: /^Tip/ });

    await user.click(within(tips).getByRole('button', { name: /^20%/ }));
    expect(priceLines(panel).get('Tip')).toBe('$4.00');
    expect(priceLines(panel).get('Total')).toBe(
      dollars(
        engineQuote({ quantity: 2, orderType: 'delivery', address, tip: { kind: 'option', index: 2 } })
          .totalPrice,
      ),
    );

    await user.click(within(tips).getByRole('button', { name: 'No tip' }));
    expect(priceLines(panel).has('Tip')).toBe(false);
    expect(priceLines(panel).get('Total')).toBe(
      dollars(
        engineQuote({ quantity: 2, orderType: 'delivery', address, tip: { kind: 'custom', amount: 0 } })
          .totalPrice,
      ),
    );

    await user.click(within(tips).getByRole('button', { name: 'Custom' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Tip amount in dollars' }), '5');
    expect(priceLines(panel).get('Tip')).toBe('$5.00');
  });

  it('offers the diner’s coupons and takes the chosen one off the total', async () => {
    const address = testAddress();
    const { panel, user } = await openCheckout({
      addresses: [address],
      coupons: [walletCoupon()],
      lines: [testLine({ quantity: 3 })],
    });

    const couponRow = await within(panel).findByRole('button', { name: /^Coupon\s*Available: 1/ });
    await user.click(couponRow);
    const chooser = await screen.findByRole('dialog', { name: 'Coupon' });
    await user.click(within(chooser).getByRole('button', { name: /\$5 off orders over \$25/ }));

    expect(await within(panel).findByRole('button', { name: /^Coupon.*\(−\$5\.00\)/ })).toBeVisible();
    const lines = priceLines(panel);
    expect(lines.get('Coupon')).toBe('-$5.00');
    expect(lines.get('Total')).toBe(
      dollars(engineQuote({ quantity: 3, orderType: 'delivery', address, coupon: true }).totalPrice),
    );
  });

  it('shows the coupons for points, with the diner’s balance, when the store has some', async () => {
    const business = store({ pointsConfig: { status: true, exchangeRules: { commodities: [] } } });
    const pointsCoupon = {
      ...testCoupon({ id: 'points-coupon-1', name: '$2 off for points' }),
      requiredPoints: 100,
      stockNumber: null,
      describeHTML: null,
      expiresToday: false,
      discountedPrice: 200,
    };
    const { panel } = await openCheckout({
      business,
      addresses: [testAddress()],
      points: 120,
      extra: [answer(pointsRoutes.couponRules, { coupons: [pointsCoupon] })],
    });

    const block = await within(panel).findByRole('region', { name: /^Coupons for points/ });
    expect(within(block).getByText('120 points')).toBeVisible();
  });

  it('leaves out the coupons for points when the store offers none', async () => {
    const business = store({ pointsConfig: { status: true, exchangeRules: { commodities: [] } } });
    const { panel } = await openCheckout({ business, addresses: [testAddress()], points: 120 });

    await within(panel).findByText('500 Howard St, San Francisco, CA');
    expect(within(panel).queryByRole('region', { name: /^Coupons for points/ })).not.toBeInTheDocument();
  });

  it('sends a signed-out diner to sign in instead of ordering', async () => {
    const { panel, user, onLogin, api } = await openCheckout({ signedIn: false });

    await user.click(submitButton(panel));

    expect(onLogin).toHaveBeenCalled();
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('places the order with the total it showed', async () => {
    const address = testAddress();
    const { panel, user, onOrderPlaced, api, business } = await openCheckout({
      addresses: [address],
      extra: [
        answer(storeRoutes.uniqueIdentifier, { value: 'submission-1' }),
        answer(orderRoutes.submit, {
          orders: [
            { id: 'order-1', orderCode: 'K7M3QX', totalPrice: 2772, paymentDeadline: Date.now() + 900_000 },
          ],
        }),
      ],
    });
    await within(panel).findByText('500 Howard St, San Francisco, CA');
    const shown = priceLines(panel).get('Total');

    await user.click(submitButton(panel));

    await vi.waitFor(() => expect(onOrderPlaced).toHaveBeenCalledWith('order-1'));
    const posted = api.requests.find((request) => request.method === 'POST');
    expect(posted?.path).toBe(`/businesses/${business.id}/orders`);
    const body = posted?.body as { orders: { totalPrice: number }[] } | undefined;
    expect(shown).toBe('$27.72');
    expect(body?.orders[0]?.totalPrice).toBe(2772);
  });

  it('speaks Chinese to a Chinese diner', async () => {
    const { panel, user } = await openCheckout({ addresses: [], language: 'zh-CN' });

    expect(await within(panel).findByRole('button', { name: '外送' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(priceLines(panel).get('配送费')).toBe('请选择地址');
    expect(submitButton(panel)).toHaveTextContent('提交订单');
    await user.click(submitButton(panel));
    expect(await screen.findByText('请选择收货地址。')).toBeInTheDocument();
  });
});
