import './pill-button.css';

/*
 * The class names of the kit's pill buttons, for a <button> or a link alike. Reading them from here
 * brings their stylesheet along wherever they are used.
 */

/** The filled pill: a screen's main action (grey while disabled). */
export const pillButton = 'nb-pill-button';

/** The outlined pill: a second action (Back home, Retry, Scan card). */
export const pillButtonOutline = 'nb-pill-button nb-pill-button-outline';
