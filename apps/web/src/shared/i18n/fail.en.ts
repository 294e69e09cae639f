/** English texts of the failure view (/fail): the `fail` namespace, loaded with the coupon screens' texts. */
export const failEn = {
  generic: { title: 'Something went wrong', text: 'Please go back and try again.' },
  table: {
    title: 'Table unavailable',
    text: "This table isn't available. Please scan the code on your table again.",
  },
  integralCard: {
    title: 'Points card unavailable',
    text: "This points card couldn't be opened. Please try again later.",
  },
  integralCover: {
    title: 'Redemption unavailable',
    text: "This redemption couldn't be opened. Please try again later.",
  },
  integralDetails: {
    title: 'Points statement unavailable',
    text: "Your points statement couldn't be loaded. Please try again later.",
  },
  coupons: {
    title: 'Coupons unavailable',
    text: "Your coupons couldn't be loaded. Please try again later.",
  },
  deliveryAddress: {
    title: 'Address unavailable',
    text: "This delivery address couldn't be opened. Please add it again.",
  },
  search: {
    title: 'Search unavailable',
    text: "Search isn't available right now. Please try again later.",
  },
};
