/** English texts of the account screens and dialogs (message settings, policy updates, legal links): the `account` namespace, loaded with them. */
export const accountEn = {
  intro: 'Choose the text messages you want from Nearbite.',
  messages: 'Messages',
  messagesHint: 'Order updates by text message',
  promotions: 'Promotional messages',
  promotionsHint: 'Offers and coupons',
  promotionsLocked: 'Turn on Messages first',
  save: 'Save',
  saved: 'Settings saved',
  terms: 'Terms of service',
  termsBody:
    'Message frequency varies. Message and data rates may apply. Reply STOP to stop texts, HELP for help.',
  privacy: 'Privacy policy',
  privacyBody:
    'We use your number to sign you in and text you about orders and, if you agree, offers. We never sell it.',
  gotIt: 'Got it',
  policyTitle: 'Our messaging policy has changed',
  policyBody:
    'We updated our terms and privacy policy. Your message settings stay as they are; change them any time.',
  policyConfirm: 'Agree and continue',
  signInFirst: 'Sign in to change your message settings.',
  back: 'Back',
};
