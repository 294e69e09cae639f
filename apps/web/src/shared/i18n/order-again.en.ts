/** English texts of the order-again flow from a past order to the store: the `orderAgain` namespace, loaded with the screens that show them. */
export const orderAgainEn = {
  refilled_one: 'Your cart has the {{count}} item of your order again.',
  refilled_other: 'Your cart has the {{count}} items of your order again.',
  unavailableTitle_one: '{{count}} item couldn’t be added',
  unavailableTitle_other: '{{count}} items couldn’t be added',
  noneTitle: 'Nothing from this order is available now',
  reducedTitle: 'Some items have fewer left',
  added_one: 'The other {{count}} item is in your cart.',
  added_other: 'The other {{count}} items are in your cart.',
  line: '{{name}}: {{reason}}',
  reason: {
    removed: 'no longer on the menu',
    soldOut: 'sold out',
    notServed: 'not served at this time',
    optionsChanged: 'its options have changed',
    reduced: 'fewer left than you ordered',
  },
  replaceTitle: 'Order again',
  replace: 'Replace the items in your cart with the items of this order?',
  replaceConfirm: 'Replace',
  ok: 'OK',
  failed: 'Couldn’t load the order to order again',
};
