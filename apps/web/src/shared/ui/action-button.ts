import './action-button.css';

/*
 * The class names of the kit's order action buttons (order list, order detail, refund), for a <button>
 * or a link alike. Reading them from here brings their stylesheet along wherever they are used.
 */

/** An action outlined in grey: Track, Refund, Order again. */
export const actionButton = 'nb-action-button';

/** The main action, filled: Pay, Retry, Order now. */
export const actionButtonPrimary = 'nb-action-button nb-action-button-primary';
