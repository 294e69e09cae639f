/** English texts of the privacy screen (/privacy): the `privacy` namespace, loaded with the screen. */
export const privacyEn = {
  intro: 'What Nearbite keeps about you, why, and the choices you have.',
  notificationsTitle: 'Notifications',
  messageSettings: 'Message settings',
  messagesOn: 'Order texts: on',
  messagesOff: 'Order texts: off',
  promotionsOn: 'Offer texts: on',
  promotionsOff: 'Offer texts: off',
  notificationsSignedOut: 'Sign in to choose the text messages you get.',
  keptTitle: 'What we keep',
  kept: {
    phone: 'Your phone number: to sign you in with a texted code and to text you about your orders.',
    email: 'Your e-mail address, only if you ask for an e-mailed receipt.',
    addresses: 'The delivery addresses you save, and where you choose to look for stores.',
    cards:
      'Saved cards: the card processor keeps the card number; we keep only the brand, the last 4 digits and the expiry.',
    orders: 'Your orders, coupons and points, so you can track orders and use your rewards.',
    search: 'Your search history while you are signed in; you can clear it on the search screen.',
  },
  deviceTitle: 'On this device',
  device: {
    session: 'A sign-in cookie: for 30 days with "Keep me logged in", otherwise until the browser closes.',
    local:
      'Your chosen location, your cart and, if a link brought you here, the name of that link (the advertising source).',
  },
  policyTitle: 'Privacy policy',
  policy:
    'We use your information only to run your orders and your account. We never sell it. Promotional texts are sent only if you turn them on, and every text lets you reply STOP.',
  controlTitle: 'Your choices',
  sessions: 'To sign out everywhere, use "Clear all sessions" in the account menu.',
  request:
    'To get a copy of your information or to have your account deleted, contact Nearbite customer service (the Customer service button on any order).',
};
