/** Reading what a diner typed into the address box: "San Fr", "Oakland, CA", "500 Castro St, San Francisco, CA 94114". */

const US_STATES: ReadonlyArray<readonly [code: string, name: string]> = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

const ZIP = /\s*\b\d{5}(?:-\d{4})?$/;
const COUNTRY = /,?\s*(?:USA|U\.S\.A\.|US|United States(?: of America)?)$/i;

export interface AddressQuery {
  /** The whole input, whitespace collapsed. */
  text: string;
  /** The part that names the town: the last comma-separated part before the state. */
  placeName: string;
  /** Two-letter codes the state part allows; null when no state was given. */
  states: string[] | null;
  /** True when parts come before the town (a street address). */
  hasStreet: boolean;
}

/**
 * Splits an address into town and state. With `partial` (autocomplete) a state part that is still
 * being typed ("San Francisco, Cal") narrows the states by prefix; otherwise it must be a whole code or
 * name. A state written after a space rather than a comma counts only as a two-letter code, so "West
 * Virginia" or "Kansas City" are never split.
 */
export function parseAddressQuery(input: string, partial: boolean): AddressQuery {
  const text = input.trim().replace(/\s+/g, ' ');
  const withoutCountry = text.replace(COUNTRY, '');
  const parts = withoutCountry
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const last = parts.at(-1);
  if (last !== undefined) {
    const stripped = last.replace(ZIP, '').trim();
    if (stripped) parts[parts.length - 1] = stripped;
    else parts.pop();
  }
  let states: string[] | null = null;
  const stateText = parts.at(-1);
  if (parts.length >= 2 && stateText !== undefined) {
    const matched = statesMatching(stateText, partial);
    if (matched.length > 0) {
      states = matched;
      parts.pop();
    }
  } else if (parts.length === 1 && stateText !== undefined) {
    const spaced = /^(.+?)\s+([A-Za-z]{2})$/.exec(stateText);
    const code = spaced?.[2]?.toUpperCase();
    if (spaced?.[1] && code && US_STATES.some(([c]) => c === code)) {
      states = [code];
      parts[0] = spaced[1];
    }
  }
  return {
    text,
    placeName: parts.at(-1) ?? text,
    states,
    hasStreet: parts.length > 1,
  };
}

/** State codes whose code or name is the text (or, when partial, starts with it). */
function statesMatching(text: string, partial: boolean): string[] {
  const lower = text.toLowerCase().replace(/\.$/, '');
  return US_STATES.filter(([code, name]) => {
    const c = code.toLowerCase();
    const n = name.toLowerCase();
    if (lower === c || lower === n) return true;
    return partial && lower.length > 0 && (c.startsWith(lower) || n.startsWith(lower));
  }).map(([code]) => code);
}

/** A LIKE pattern that matches the text literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
