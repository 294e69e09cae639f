/** English texts for every error code, keyed `error<CODE>`. */
export const errorTextsEn: Record<string, string> = {
  // Request handling and phone verification (A1-A15).
  errorA1: 'Some information is missing or invalid. Please check and try again.',
  errorA2: "This feature isn't available. Please refresh the page.",
  errorA3: 'The request is too large.',
  errorA4: "The request couldn't be processed. Please refresh the page.",
  errorA5: "This request isn't allowed from this page. Please open the app again.",
  errorA6: 'Too many requests. Please try again in a moment.',
  errorA7: 'Please log in to continue.',
  errorA8: 'Something went wrong on our side. Please try again later.',
  errorA9: 'The verification code has expired. Please request a new one.',
  errorA10: 'Too many incorrect codes. Please request a new one.',
  errorA11: 'Please wait a minute before requesting another code.',
  errorA12: 'Too many codes have been sent to this phone today. Please try again tomorrow.',
  errorA13: 'Too many codes have been requested from this network today. Please try again tomorrow.',
  errorA14: 'Message sending failed.',
  errorA15: 'The dev outbox is only available in demo mode.',

  // Platform (A16-A25).
  errorA16: 'This request was already sent with different details. Please refresh and try again.',
  errorA17: 'Your request is still being processed. Please wait.',
  errorA18: 'Your session has expired. Please log in again.',
  errorA19: "You don't have permission to do this.",
  errorA20: "We couldn't find what you were looking for.",
  errorA21: 'Something changed while we were saving. Please try again.',
  errorA22: 'This checkout has expired. Please refresh the page and try again.',
  errorA23: 'The service is temporarily unavailable. Please try again later.',
  errorA24: 'The request timed out. Please try again.',
  errorA25: 'Address lookup is unavailable right now. Please try again later.',

  // Items (A26-A37).
  errorA26: 'This item could not be found. It may have been removed.',
  errorA27: 'This item is sold out.',
  errorA28: 'This item is currently unavailable.',
  errorA29: "The quantity is below this item's minimum purchase.",
  errorA30: "You've exceeded this item's purchase limit.",
  errorA31: 'This item has been updated. Please refresh the menu.',
  errorA32: 'The price of an item has changed. Please check your cart.',
  errorA33: "An item's discount has changed. Please check your cart.",
  errorA34: 'An item sold out while you were ordering. Please update your cart.',
  errorA35: "Some items aren't available for delivery.",
  errorA36: "Some items aren't available at this time.",
  errorA37: 'Please add an item from the required category.',

  // Specifications (A38-A44).
  errorA38: 'A selected choice no longer exists. Please choose again.',
  errorA39: 'A selected choice is sold out.',
  errorA40: 'A selected choice is currently unavailable.',
  errorA41: 'Please make all required choices.',
  errorA42: 'Too many choices selected.',
  errorA43: 'The choices for this item have been updated. Please choose again.',
  errorA44: 'The price of a selected choice has changed. Please check your cart.',

  // Options (A45-A51).
  errorA45: 'A selected option no longer exists. Please choose again.',
  errorA46: 'A selected option is sold out.',
  errorA47: 'A selected option is currently unavailable.',
  errorA48: 'Please select the required options.',
  errorA49: 'Too many options selected.',
  errorA50: 'The options for this item have been updated. Please choose again.',
  errorA51: 'The price of a selected option has changed. Please check your cart.',

  // Add-ons (A52-A58).
  errorA52: 'A selected add-on no longer exists. Please choose again.',
  errorA53: 'A selected add-on is sold out.',
  errorA54: 'A selected add-on is currently unavailable.',
  errorA55: 'Please add the minimum number of add-ons.',
  errorA56: "You've exceeded the add-on limit.",
  errorA57: 'The add-ons for this item have been updated. Please choose again.',
  errorA58: 'The price of an add-on has changed. Please check your cart.',

  // Templates (A59-A65).
  errorA59: 'Some customizations for this item no longer exist. Please choose again.',
  errorA60: 'A selected customization is sold out.',
  errorA61: 'A selected customization is currently unavailable.',
  errorA62: 'Please complete the required customizations.',
  errorA63: 'Too many customizations selected.',
  errorA64: 'The customizations for this item have been updated. Please choose again.',
  errorA65: 'The price of a customization has changed. Please check your cart.',

  // Promotions (A66-A75).
  errorA66: 'This promotion no longer exists.',
  errorA67: "This promotion isn't active.",
  errorA68: "This promotion hasn't started yet.",
  errorA69: 'This promotion has ended.',
  errorA70: "Your order doesn't meet the promotion's requirements.",
  errorA71: 'The promotion discount has changed. Please check your cart.',
  errorA72: 'Only one promotion of each type can be used.',
  errorA73: "This promotion isn't valid at this store.",
  errorA74: "This promotion isn't available for this dining type.",
  errorA75: "This promotion doesn't apply to some items in your cart.",

  // Store (A76-A87).
  errorA76: 'Store not found.',
  errorA77: "You don't have access to this store.",
  errorA78: 'This store is currently offline.',
  errorA79: "This store category isn't valid.",
  errorA80: "This store doesn't support this dining type.",
  errorA81: "This store's fees aren't set up yet. Please try again later.",
  errorA82: 'This store still has orders in progress.',
  errorA83: 'This store is closed.',
  errorA84: "This store isn't taking advance orders right now.",
  errorA85: "This store isn't delivering today.",
  errorA86: 'Store configuration error. Please try again later.',
  errorA87: 'No store was found for this website.',

  // Dine-in tables (A88-A97).
  errorA88: "This store doesn't offer dine-in.",
  errorA89: "The table type isn't valid.",
  errorA90: 'This table still has orders in progress.',
  errorA91: 'A table with this name already exists.',
  errorA92: 'The table name is too long.',
  // A93 doubles as the client table empty-state code, so one text serves both.
  errorA93: "This table isn't available. Please scan the code on your table again.",
  errorA94: 'Your table session has ended. Please scan the table code again.',
  errorA95: 'Please choose 1 to 20 diners.',
  errorA96: 'The waiter has just been called. Please wait a moment.',
  errorA97: "You can't call the waiter for this order right now.",

  // Orders (A98-A129).
  errorA98: 'Order not found.',
  errorA99: "You don't have access to this order.",
  errorA100: "This can't be done in the order's current status.",
  errorA101: 'Your order total has changed. Please review your order.',
  errorA102: 'The item subtotal has changed. Please review your order.',
  errorA103: 'The tip amount has changed. Please choose the tip again.',
  errorA104: 'The delivery fee has changed. Please review your order.',
  errorA105: 'The small order fee has changed. Please review your order.',
  errorA106: 'The service fee has changed. Please review your order.',
  errorA107: 'The tax has changed. Please review your order.',
  errorA108: 'Your discount has changed. Please review your order.',
  errorA109: 'The points needed for redeemed items have changed. Please check your cart.',
  errorA110: 'The pickup address has changed. Please choose it again.',
  errorA111: "ASAP isn't available. Please choose a time.",
  errorA112: "This dining type isn't available for your order.",
  errorA113: 'No driver has been assigned yet.',
  errorA114: "We couldn't find a driver. Please try again later.",
  errorA115: "This address is beyond the store's delivery range.",
  errorA116: 'Please choose a valid delivery address.',
  errorA117: 'This order has already been refunded.',
  errorA118: "The refund quantity isn't valid.",
  errorA119: 'The order amount must be higher than 50 cents.',
  errorA120: 'Your order is below the minimum for delivery.',
  errorA121: 'The selected time is no longer available. Please choose another time.',
  errorA122: 'The payment time for this order has run out.',
  errorA123: 'This order has already been paid.',
  errorA124: 'This order can no longer be cancelled.',
  errorA125: 'This order has already been cancelled.',
  errorA126: 'Receipt not found. Please check the link.',
  errorA127: 'There is no refund information for this order.',
  errorA128: 'This pickup point could not be found.',
  errorA129: "This pickup point isn't available right now.",

  // Coupons (A130-A145).
  errorA130: 'Coupon not found.',
  errorA131: "This coupon isn't in your wallet.",
  errorA132: "This coupon can't be used at this store.",
  errorA133: 'This coupon has already been used.',
  errorA134: "This coupon isn't available.",
  errorA135: "You've already claimed this coupon.",
  errorA136: 'This coupon is not available at the moment.',
  errorA137: 'This coupon has expired.',
  errorA138: "Your order doesn't meet this coupon's conditions.",
  errorA139: "This coupon isn't valid for this dining type.",
  errorA140: "You've reached the claim limit for this coupon.",
  errorA141: 'Coupon details are missing. Please try again.',
  errorA142: 'All coupons have been claimed.',
  errorA143: "This coupon code isn't valid.",
  errorA144: 'The coupon discount has changed. Please review your order.',
  errorA145: 'Only one coupon can be used per order.',

  // Phone and verification outside login (A146-A149).
  errorA146: 'Please enter a valid 10-digit phone number.',
  errorA147: 'The verification code is incorrect.',
  errorA148: 'Please request a verification code first.',
  errorA149: 'This code was sent to a different phone number.',

  // Areas (A150-A154).
  errorA150: "We don't serve this area yet.",
  errorA151: 'Service in this area is paused.',
  errorA152: "This area isn't fully set up yet. Please try again later.",
  errorA153: "Delivery fees aren't set up for this area yet.",
  errorA154: 'This location is outside our service area.',

  // Users and their addresses (A155-A161).
  errorA155: 'Account not found.',
  errorA156: "This can't be done with a driver account.",
  errorA157: 'You still have orders in progress.',
  errorA158: 'Authorization failed. Please log in again.',
  errorA159: 'This account has been disabled.',
  errorA160: 'This address could not be found.',
  errorA161: "You've reached the maximum number of saved addresses.",

  // Points programme and welcome gift (A162-A171).
  errorA162: "You don't have enough points.",
  errorA163: 'This store has no points program.',
  errorA164: "This store's points program is turned off.",
  errorA165: 'The points period overlaps an existing one.',
  errorA166: 'The points required have changed. Please try again.',
  errorA167: "This item can't be redeemed with points.",
  errorA168: "You've reached the points redemption limit.",
  errorA169: "You don't have a points card for this store yet.",
  errorA170: "You've already claimed the welcome gift.",
  errorA171: "The welcome gift isn't available right now.",

  // Timed menus (A172-A174).
  errorA172: 'A menu with this name already exists.',
  errorA173: 'This menu could not be found.',
  errorA174: 'This menu still has items.',

  // Scheduling (A175-A176).
  errorA175: "This store doesn't accept pre-orders.",
  errorA176: "The selected time is outside the store's business hours.",

  // Kitchen printers (A177-A180).
  errorA177: 'The printer is offline.',
  errorA178: "The printer type isn't valid.",
  errorA179: 'This label was printed moments ago.',
  errorA180: 'The printer is busy. Please try again in 10 seconds.',

  // Payment-provider confirmations that disagree with our order (A181-A184).
  errorA181: "This payment doesn't match the order.",
  errorA182: "The payment amount doesn't match the order total.",
  errorA183: "The payment method doesn't match this payment.",
  errorA184: "The payment status couldn't be confirmed. Please check your order.",

  // Signed callbacks (A185-A188).
  errorA185: 'The request signature is incomplete.',
  errorA186: 'The request signature has expired.',
  errorA187: 'The request signature has already been used.',
  errorA188: 'The request signature is invalid.',

  // Card-payment setup (A189-A190).
  errorA189: "This store doesn't accept card payments yet.",
  errorA190: 'No payment record was found for this order.',

  // HTTP layer (A191-A193).
  errorA191: 'The link or search is too long. Please shorten it and try again.',
  errorA192: 'The request is too large. Please refresh the page and try again.',
  errorA193: 'The connection was too slow. Please try again.',

  // Console: staff roles, store access and API keys (A194-A198).
  errorA194: "You are not on this store's staff. Ask its owner for an invitation.",
  errorA195: "Your role in this store can't do this. Ask the store's owner.",
  errorA196: 'This staff member no longer exists. Refresh the list.',
  errorA197: "This phone number is already on the store's staff.",
  errorA198: 'This API key no longer exists. Refresh the list.',

  // Platform admin: areas, onboarding, categories, admins (A240-A247).
  errorA240: 'Only platform admins can do this.',
  errorA241: 'A category with this name already exists.',
  errorA242: 'Choose a time zone from the list (for example America/New_York).',
  errorA243: 'This category no longer exists. Refresh the list.',
  errorA244: 'Stores are still listed in this category. Move them to another one first.',
  errorA245:
    "The store can't open yet. It needs a dining type, opening hours, an item on sale and its address; a delivery fee if it delivers, a pickup address if it offers pickup.",
  errorA246: "You can't remove your own admin rights. Ask another platform admin.",
  errorA247: 'The service hours must start before they end.',
  // Platform admin: the welcome gift (A207-A209, A248, A249).
  errorA207: 'The welcome gift can hold at most 10 coupons. Remove one first.',
  errorA208: 'Each coupon in the welcome gift is given 1 to 5 times.',
  errorA209: 'One of the coupons is no longer in the welcome gift or has ended. Reload the welcome gift.',
  errorA248: 'A coupon is listed twice. Change its quantity instead.',
  errorA249: 'Add a coupon before switching the welcome gift on.',
  // Platform admin: pickup points (A262-A265).
  errorA262: 'This pickup point no longer exists. Refresh the list.',
  errorA263:
    'Check the pickup hours: each interval must start before it ends, without overlaps, at most four a day.',
  errorA264: 'An active pickup point needs pickup hours on at least one day. Add hours or make it inactive.',
  errorA265: 'One of the linked stores no longer exists. Remove it and try again.',
  // Menu editing in the console: import, reorder, duplicate (A210-A219).
  errorA210: 'Enter the name in both English and Chinese.',
  errorA211: 'A price must be zero or more (cents in a JSON file, dollars and cents in CSV).',
  errorA212: 'A discount must be from 1 to 99 percent.',
  errorA213: 'The maximum must not be below the minimum.',
  errorA214: 'Stock must be zero or more (leave it empty for unlimited).',
  errorA215:
    'This names a category or timed menu the file does not have, repeats an id or key, or makes a second category required for dine-in.',
  errorA216: "This id is not one of this store's menu entries. Remove it to create a new entry.",
  errorA217: 'This field is missing or has the wrong form.',
  errorA218: 'The menu file is too large. Split it or remove entries.',
  errorA219: 'The menu changed meanwhile. Reload it and try again.',

  // Payment (B1-B2).
  errorB1: 'Insufficient balance. Please try another payment method.',
  errorB2: "This payment method isn't supported. Please try another one.",
  errorB3: 'A payment of this order is already in progress. Its outcome will show on the order in a moment.',

  // Card-processor payment (C1-C10, C100-C105).
  errorC1: 'Your card was declined. Please try another payment method.',
  errorC2: 'Your card has insufficient funds.',
  errorC3: 'Duplicate transaction. This payment has already been submitted.',
  errorC4: 'This payment was canceled.',
  errorC5: "The payment couldn't be processed. Please try again.",
  errorC6: 'Some payment details are invalid. Please check and try again.',
  errorC7: 'The card information is incorrect. Please check your card.',
  errorC8: 'Your card has expired.',
  errorC9: 'Your bank needs to verify this payment. Please try again or use another card.',
  errorC10: "This card type isn't accepted. We accept Visa, Mastercard, Amex and Discover.",
  errorC100: 'Card payment is unavailable right now. Please try again later.',
  errorC101: 'The payment timed out. Please check your order before trying again.',
  errorC102: 'The payment service is busy. Please try again shortly.',
  errorC103: "Card payments aren't available right now. Please try another payment method.",
  errorC104: "The payment amount isn't valid.",
  errorC105: 'Payment failed. Please try another payment method.',

  // Card-processor operations (D1-D8).
  errorD1: 'Failed to bind the card.',
  errorD2: 'This card has already been added.',
  errorD3: 'This card could not be found.',
  errorD4: 'Failed to bind the card. Please enter the card again.',
  errorD5: 'The card details are incorrect. Please check and try again.',
  errorD6: "You've reached the maximum number of saved cards.",
  errorD7: 'This card is being used for a payment in progress.',
  errorD8: "The refund couldn't be made to the card.",

  // Apple Pay (E1-E4).
  errorE1: "Apple Pay couldn't start. Please try another payment method.",
  errorE2: "Apple Pay isn't available on this site.",
  errorE3: 'Apple Pay payment failed. Please try again.',
  errorE4: "Apple Pay isn't available for this store.",

  // Login (F1-F3).
  errorF1: 'The phone number is incorrect.',
  errorF2: 'The verification code is incorrect.',
  errorF3: 'The password is incorrect.',

  // Client codes raised by the web app itself.
  errorO1: 'The order ID is missing.',
  errorP1: 'The store ID is missing.',
  errorQ1: 'Please enter a valid email address.',
  errorR1: "You've reached the maximum quantity.",
  errorR2: 'Not enough stock.',
  errorR3: 'Not enough stock for the selected option.',
  errorR4: 'Please choose a quantity of at least 1.',
  errorS1: 'Please enter a valid 10-digit phone number.',
  errorS2: 'Authorization successful.',
  errorS3: 'Please enter the verification code.',
  errorT1: 'Please select items first.',
  errorT2: 'Please enter a valid 10-digit contact phone number.',
  errorT3: "Your order is being submitted. Please don't submit it twice.",
  errorT4: 'This address is out of the delivery range.',
  errorT5: 'Please choose a delivery address.',
  errorT6: 'Please choose a delivery time.',
  errorT7: 'Please choose a pickup time.',
  errorT8: 'Please choose the number of diners.',
  errorU1: 'Card scan was cancelled or failed. Please enter the card details.',

  // Store setup: the store's profile and hours (console, store tab).
  errorA220: 'Choose at least one dining type: delivery, pickup or dine-in.',
  errorA221:
    'Check the opening hours: each interval must start before it ends, intervals must not overlap, and a day can only have a few intervals.',
  errorA222:
    'Check the special days: each must be a real date from today up to a year ahead, listed once, with valid hours.',
  errorA223: 'Too many special days are listed. Remove some that have passed or are far ahead.',
  errorA224: 'The preparation time is outside the allowed range.',
  errorA225: 'The number of days ahead for orders is outside the allowed range.',
  errorA226: 'The time slot spacing must be a multiple of 5 minutes within the allowed range.',
  errorA227:
    'Enter the website as a bare host name such as shop.example.com. It may already be used by another store.',
  errorA228: 'Enter a US phone number: 10 digits.',
  errorA229: 'Choose a valid time zone, such as America/Los_Angeles.',

  // Family codes, shown when no specific code applies.
  errorN1000: 'Network error. Check your connection and try again.',
  errorL1000: 'Authentication Failed. Please log in again.',
  errorS1000: 'Server error. Please try again later.',
  errorO1000: 'Something went wrong. Please try again.',
  errorA1000: 'Order failed. Please try again.',
  errorB1000: 'Payment failed. Please try another payment method.',
  errorC1000: 'Payment failed. Please try another payment method.',
  errorD1000: 'Failed to bind the card.',
  errorE1000: 'Apple Pay failed. Please try another payment method.',
  errorF1000: 'Login failed. Please try again.',

  // Photos a store uploads (issue 16).
  errorA200: 'This photo is larger than 15 MB. Choose a smaller one.',
  errorA201: 'This file is not a photo we can use. Choose a JPEG, PNG, WebP, HEIC or AVIF picture.',
  errorA202: 'This picture is too large in pixels (at most 8192 on a side). Choose a smaller one.',
  errorA203: 'This picture is damaged and cannot be read. Choose another one.',
  errorA204: 'This photo no longer exists. Refresh the list.',
  errorA205: "This photo is still used by the store's profile or an item. Replace it there first.",
  errorA206: 'Photos cannot be saved right now. Please try again shortly.',
  // Money settings and dine-in tables (A230-A239).
  errorA230: 'The tax rate must be a percent from 0 to 25, with at most 3 decimals.',
  errorA231: 'A service fee is out of range (up to 30% plus $10), or an order type has two.',
  errorA232: 'Tip options must be 1 to 4 amounts within the limits, each larger than the one before.',
  errorA233: 'The delivery base price or base distance is out of range.',
  errorA234: 'A delivery distance step is out of range.',
  errorA235: 'The farthest delivery distance must be beyond the base distance and at most 50 miles.',
  errorA236: 'The delivery minimum or the small-order fee is out of range.',
  errorA237: "The diner's share of the delivery fee is not valid.",
  errorA238: 'These settings would leave diners unable to order. Check the delivery settings.',
  errorA239: 'This menu category no longer exists. Refresh the list.',
  // Reports (A260-A261).
  errorA260: "The report's dates must be real days, the first no later than the last.",
  errorA261: 'A report covers at most 92 days. Choose a shorter range.',
  // Promotions: activities and store coupons (A250-A259).
  errorA250: 'The share the diner pays must be a whole percent from 1 to 99 (80 means 20% off).',
  errorA251: "A coupon's amount, cap, minimum order or delivery distance is missing or out of range.",
  errorA252:
    "The coupon's validity is not valid: it must end after it starts, in the future and within a year (or last 1 hour to 365 days).",
  errorA253: 'The number of coupons to hand out must be empty (unlimited) or from 0 to 100000.',
  errorA254: 'Each diner may receive from 1 to 10 copies of a coupon.',
  errorA255: 'A redeem code is 4 letters or digits.',
  errorA256: 'Another coupon already uses this redeem code. Choose another one.',
  errorA257: 'An activity must end after it starts, in the future and within a year.',
  errorA258: 'This promotion has ended and cannot be changed. Create a new one.',
  errorA259: "An activity may only include dishes of this store's menu. Refresh and choose again.",
  // Pickup addresses (A266-A269).
  errorA266:
    'Each pickup address needs hours on at least one day, and each interval must start before it ends.',
  errorA267:
    'A store that offers pickup needs at least one pickup address. Add one, or turn pickup off in the store profile.',
  errorA268: 'Two pickup addresses have the same name. Give each its own.',
  errorA269: 'This pickup address no longer exists. Refresh the page.',
};
