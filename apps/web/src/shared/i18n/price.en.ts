/**
 * English texts of the price breakdown that checkout and the payment screen share
 * (shared/ui/price-breakdown.tsx). They load with either screen (checkout-texts.ts, payment-texts.ts).
 */
export const priceTextsEn = {
  price: {
    title: 'Price details',
    subtotal: 'Subtotal',
    itemDiscount: 'Item discounts',
    orderDiscount: 'Order discount',
    coupon: 'Coupon',
    deliveryFee: 'Delivery fee',
    deliveryAwaitingAddress: 'Choose an address',
    deliveryOutOfRange: 'Out of range',
    smallOrderFee: 'Small-order fee',
    serviceFee: 'Service fee',
    tax: 'Tax',
    tip: 'Tip',
    points: 'Points used',
    pointsAmount_one: '{{count}} point',
    pointsAmount_other: '{{count}} points',
    total: 'Total',
    totalBeforeDelivery: 'Total before delivery',
  },
};

export type PriceTexts = typeof priceTextsEn;
