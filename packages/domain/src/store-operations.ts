/**
 * The numbers of running a store from the console: preparation times, delays, busy mode and pauses, the
 * board's presence (which keeps the demo simulator off a store someone is playing) and kitchen printers.
 * The specifications leave these open; docs/decisions/console.md says why each is what it is.
 */

/** Preparation minutes a store may give when it accepts an order. */
export const PREP_MINUTES_MIN = 1;
export const PREP_MINUTES_MAX = 180;
/** The choices the board offers first when accepting; any whole minute in range is accepted. */
export const PREP_MINUTE_CHOICES = [10, 15, 20, 30, 45, 60] as const;
/** Preparation minutes of an auto-accepted order until the store sets its own. */
export const DEFAULT_AUTO_ACCEPT_MINUTES = 20;

/** Minutes one delay may add to an accepted order, and the choices the board offers. */
export const DELAY_MINUTES_MIN = 1;
export const DELAY_MINUTES_MAX = 120;
export const DELAY_MINUTE_CHOICES = [5, 10, 15, 30] as const;

/** Busy mode: minutes added to every new order's preparation. */
export const BUSY_EXTRA_MINUTES_MAX = 120;
export const BUSY_EXTRA_MINUTE_CHOICES = [0, 10, 20, 30] as const;

/** Pausing new orders: for how long (minutes), and why (the diner sees the reason's text). */
export const PAUSE_MINUTES_MAX = 24 * 60;
export const PAUSE_MINUTE_CHOICES = [15, 30, 60, 120] as const;
export const PAUSE_REASONS = ['tooBusy', 'kitchenIssue', 'closingEarly', 'other'] as const;
export type PauseReason = (typeof PAUSE_REASONS)[number];

/** The language a store's kitchen tickets are printed in. */
export const TICKET_LANGUAGES = ['en', 'zh'] as const;
export type TicketLanguage = (typeof TICKET_LANGUAGES)[number];

/** Kitchen printers: receipt printers take tickets; label printers exist in stores but cannot. */
export const PRINTER_KINDS = ['receipt', 'label'] as const;
export type PrinterKind = (typeof PRINTER_KINDS)[number];
/** The raw TCP port network printers listen on (JetDirect / ESC/POS). */
export const PRINTER_DEFAULT_PORT = 9100;
/** A ticket printed on the same printer this recently is refused as a duplicate (A179). */
export const REPRINT_GUARD_SECONDS = 10;
/** How long the server waits for a printer to take a ticket before calling it offline (A177). */
export const PRINTER_TIMEOUT_MS = 3000;
/** A busy printer asks the caller to retry after this many seconds (A180). */
export const PRINTER_RETRY_SECONDS = 10;
/** Receipt paper: 80 mm rolls print 48 characters a line in the printer's font A. */
export const TICKET_LINE_WIDTH = 48;

/**
 * A board is "open" for a store while its stream was seen this recently (its heartbeat is 20 s); the demo
 * simulator leaves open stores' orders to their staff.
 */
export const BOARD_PRESENCE_WINDOW_MS = 60_000;

/** Whether new orders are paused at `now` (epoch ms) for a store paused until `pausedUntil`. */
export function isPaused(pausedUntil: number | null, now: number): boolean {
  return pausedUntil !== null && pausedUntil > now;
}

/** The preparation diners are shown and new orders are planned with: the store's own plus busy mode's minutes. */
export function preparationSeconds(prepareFoodTimeSeconds: number, busyExtraMinutes: number): number {
  return prepareFoodTimeSeconds + busyExtraMinutes * 60;
}

/** When an accepted order's food should be ready: now plus its preparation and the store's busy minutes. */
export function expectedReadyAt(now: number, prepMinutes: number, busyExtraMinutes: number): number {
  return now + (prepMinutes + busyExtraMinutes) * 60_000;
}
