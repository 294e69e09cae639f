import type { ReceiptDto } from '@nearbite/contract/order-receipts';

/** The receipt's price lines in the shape the order detail's price section takes. */
export interface ReceiptPriceSummary {
  subtotal: number;
  discounts: { kind: 'other'; name: null; amount: number }[];
  tax: number;
  serviceFee: number;
  deliveryFee: number;
  smallOrderFee: number;
  tip: number;
  total: number;
  refunded: number;
}

/** A receipt's prices: one line for all its discounts (the receipt does not name them). */
export function receiptPriceSummary(receipt: ReceiptDto): ReceiptPriceSummary {
  return {
    subtotal: receipt.commoditiesPrice,
    discounts:
      receipt.discountedPrice > 0 ? [{ kind: 'other', name: null, amount: receipt.discountedPrice }] : [],
    tax: receipt.excisePrice,
    serviceFee: receipt.servicePrice,
    deliveryFee: receipt.deliveryPrice,
    smallOrderFee: receipt.smallOrderExtraPrice,
    tip: receipt.tipPrice,
    total: receipt.totalPrice,
    refunded: receipt.refundedPrice,
  };
}
