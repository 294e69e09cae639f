/**
 * The short order number a diner reads to support or at the counter (the specification's `orderCode`).
 * Six characters from an alphabet without look-alikes: no 0/O, 1/I/L, and no U (so no accidental words),
 * 30 symbols, 30^6 ≈ 729 million codes. Codes are unique across the platform (a unique index; submission
 * draws another code when a draw collides), so support finds an order by its code alone.
 */

export const ORDER_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ORDER_CODE_LENGTH = 6;
/** How many codes submission draws before it gives up (a collision is about 1 in 700 000 per draw at 1 000 orders). */
export const ORDER_CODE_MAX_DRAWS = 8;

const CODE_PATTERN = new RegExp(`^[${ORDER_CODE_ALPHABET}]{${ORDER_CODE_LENGTH}}$`);

/** True when the value is a well-formed order code (upper case, as stored). */
export function isOrderCode(value: string): boolean {
  return CODE_PATTERN.test(value);
}

/**
 * What someone typed or read out as an order code, in its stored form: upper case, without spaces,
 * dashes or a leading `#`. Null when it cannot be a code.
 */
export function normalizeOrderCode(input: string): string | null {
  const code = input.trim().replace(/^#/, '').replace(/[\s-]/g, '').toUpperCase();
  return isOrderCode(code) ? code : null;
}

/**
 * A code from random integers: `randomIndex(n)` answers a uniform integer in [0, n) (the server passes
 * node:crypto's randomInt, so every symbol is equally likely).
 */
export function drawOrderCode(randomIndex: (size: number) => number): string {
  let code = '';
  for (let i = 0; i < ORDER_CODE_LENGTH; i += 1) {
    code += ORDER_CODE_ALPHABET[randomIndex(ORDER_CODE_ALPHABET.length)];
  }
  return code;
}
