/** Numbers of the specifications that the client shell follows. */

/** The version label logged once at start. */
export const APP_VERSION = '2.3.0';
/** Base path of every API call. */
export const API_BASE_PATH = '/apis/v1';
/** Where the console for stores is served (its own app; the diner app links to its demo page). */
export const CONSOLE_PATH = '/console';
/** The store page's route; the server sends it with the store's banner already in the page. */
export const STORE_PAGE_PATH = '/post/detail';
/** Id of the banner the server puts in a store page; the page removes it once its own header is drawn. */
export const STORE_SHELL_ID = 'nb-store-shell';
/** Every API call gives up after 30 s (then shows N1000). */
export const REQUEST_TIMEOUT_MS = 30_000;
/** The first-load splash hides 1.6 s after the page started loading. */
export const SPLASH_DURATION_MS = 1600;
/** The welcome gift is offered about 2 s after home loads. */
export const WELCOME_GIFT_DELAY_MS = 2000;
/** The success screen (/sucess) closes after 3 s. */
export const SUCCESS_CLOSE_MS = 3000;
