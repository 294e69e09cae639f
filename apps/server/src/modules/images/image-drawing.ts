import { IMAGE_WIDTH_LIST, IMAGE_WIDTH_WIDE } from '@nearbite/domain/discovery';
import { hashString, Rng } from '../../lib/prng.js';
import type { ImageKind } from './image-urls.js';

/**
 * Draws the catalog's pictures: no downloads, no files, the same key always gives the same bytes. The
 * key says what is drawn: a store's slug gives its logo's initials and its banner's colours, a dish's
 * slug its colour and shape. No picture spells out a name: screens show names as translated text.
 */

export interface DrawOptions {
  kind: ImageKind;
  key: string;
  /** Rendered width in pixels; the height follows the picture's proportions. */
  width?: number;
}

const SIZES: Record<ImageKind, { width: number; height: number }> = {
  logo: { width: IMAGE_WIDTH_LIST, height: IMAGE_WIDTH_LIST },
  banner: { width: IMAGE_WIDTH_WIDE, height: IMAGE_WIDTH_WIDE / 2 },
  dish: { width: IMAGE_WIDTH_LIST, height: IMAGE_WIDTH_LIST },
};

const FONT = 'Helvetica Neue, Helvetica, Arial, PingFang SC, Noto Sans CJK SC, sans-serif';

export function drawImage(options: DrawOptions): string {
  const size = SIZES[options.kind];
  const width = options.width ?? size.width;
  const height = Math.round((width * size.height) / size.width);
  const body = { logo: drawLogo, banner: drawBanner, dish: drawDish }[options.kind](options.key, size);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${size.width} ${size.height}" ${accessibleName(options)}${body}</svg>`
  );
}

/**
 * A banner is decoration and carries no words at all, not even as its accessible name: the slug is
 * English, and Chinese diners saw it drawn across the carousel. The screens show the store's name in
 * the diner's language as HTML text next to the picture. Logos and dishes keep their slug as a label.
 */
function accessibleName({ kind, key }: DrawOptions): string {
  if (kind === 'banner') return 'aria-hidden="true">';
  const label = escapeXml(labelOf(key));
  return `role="img" aria-label="${label}"><title>${label}</title>`;
}

/** Text and attribute values must not be able to open a tag or an entity. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** "golden-dragon-kitchen-2" → "Golden Dragon Kitchen 2"; anything that is not a slug is shown as is. */
export function labelOf(key: string): string {
  return key
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
    .slice(0, 60);
}

/** The first letter of the first two words, "GD" for Golden Dragon; a single word gives one letter. */
export function initialsOf(key: string): string {
  const words = labelOf(key)
    .split(' ')
    .filter((word) => /\p{L}|\p{N}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
}

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(hue) % 360} ${saturation}% ${lightness}%)`;

type Size = { width: number; height: number };

function drawLogo(key: string, size: Size): string {
  const hue = hashString(key) % 360;
  const centre = size.width / 2;
  const initials = escapeXml(initialsOf(key) || '?');
  return (
    `<rect width="${size.width}" height="${size.height}" rx="64" fill="${hsl(hue, 55, 42)}"/>` +
    `<circle cx="${centre}" cy="${centre}" r="118" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="6"/>` +
    `<circle cx="${centre}" cy="${centre}" r="100" fill="${hsl(hue + 20, 60, 52)}"/>` +
    `<text x="${centre}" y="${centre}" dy="0.35em" text-anchor="middle" font-family="${FONT}" ` +
    `font-size="${initials.length > 1 ? 104 : 128}" font-weight="700" fill="#fff">${initials}</text>`
  );
}

/** Colours, soft circles and a plate: no text layer (see accessibleName). */
function drawBanner(key: string, size: Size): string {
  const rng = new Rng(hashString(key));
  const hue = rng.pick([8, 18, 28, 38, 345, 355]);
  const shapes = Array.from({ length: 7 }, () => {
    const x = rng.int(0, size.width);
    const y = rng.int(0, size.height);
    const radius = rng.int(24, 110);
    return `<circle cx="${x}" cy="${y}" r="${radius}" fill="#fff" fill-opacity="${(0.06 + rng.float() * 0.12).toFixed(2)}"/>`;
  }).join('');
  return (
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${hsl(hue, 88, 64)}"/><stop offset="1" stop-color="${hsl(hue + 22, 78, 46)}"/>` +
    `</linearGradient></defs>` +
    `<rect width="${size.width}" height="${size.height}" fill="url(#g)"/>${shapes}` +
    `<g transform="translate(590 150)">${plate(hsl(hue + 40, 70, 55), 0)}</g>`
  );
}

type Shape = 'cup' | 'bowl' | 'slice' | 'plate';

const SHAPE_WORDS: Array<[Shape, RegExp]> = [
  [
    'cup',
    /coffee|latte|tea|boba|shake|soda|juice|water|lemonade|horchata|milk|cappuccino|americano|mocha|cortado|brew|chai|agua|coke|smoothie|coconut|pellegrino|pour-over|grey/,
  ],
  [
    'bowl',
    /soup|noodle|ramen|congee|curry|udon|bowl|chow|rice|salad|ice|yuan|tofu|yum|gyudon|sundae|serve|beans|pasta|spaghetti|fettuccine|penne/,
  ],
  ['slice', /pizza|slice|margherita|pepperoni|hawaiian|cake|cheesecake|tart|shortcake|supreme/],
];

const COLOUR_WORDS: Array<[number, RegExp]> = [
  [100, /matcha|green|basil|veggie|bok-choy|salad|avocado|edamame/],
  [42, /mango|egg|tamago|lemon|banana|pineapple|croissant/],
  [22, /chocolate|mocha|coffee|beef|brown|soy|teriyaki|katsu|americano|cortado|brew/],
  [352, /strawberry|tuna|salmon|pepperoni|chili|spicy|red|kung-pao|tom-yum|sweet-and-sour/],
  [280, /taro|ube|sesame|durian/],
];

function drawDish(key: string, size: Size): string {
  const rng = new Rng(hashString(key));
  const shape = SHAPE_WORDS.find(([, words]) => words.test(key))?.[0] ?? 'plate';
  const hue = COLOUR_WORDS.find(([, words]) => words.test(key))?.[0] ?? 10 + rng.int(0, 40);
  const food = hsl(hue + rng.int(-8, 8), 62, 52);
  return (
    `<rect width="${size.width}" height="${size.height}" fill="${hsl(hue, 70, 94)}"/>` +
    `<g transform="translate(150 160)">${{ cup, bowl, slice, plate }[shape](food, rng.int(0, 2))}</g>`
  );
}

function plate(food: string, variant: number): string {
  const garnish = variant === 1 ? `<circle cx="34" cy="-22" r="12" fill="#4c9a2a"/>` : '';
  return (
    `<ellipse cx="0" cy="30" rx="120" ry="44" fill="#000" fill-opacity="0.08"/>` +
    `<ellipse cx="0" cy="18" rx="118" ry="46" fill="#fff" stroke="#e6e0d8" stroke-width="4"/>` +
    `<ellipse cx="0" cy="14" rx="78" ry="28" fill="#f5f1ea"/>` +
    `<circle cx="-26" cy="-4" r="34" fill="${food}"/><circle cx="22" cy="-10" r="30" fill="${food}" fill-opacity="0.85"/>` +
    `<circle cx="0" cy="10" r="26" fill="${food}" fill-opacity="0.7"/>${garnish}`
  );
}

function bowl(food: string, variant: number): string {
  const steam = [-40, 0, 40]
    .map(
      (x) =>
        `<path d="M${x} -70 q 14 -18 0 -36 q -14 -18 0 -36" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-opacity="0.9"/>`,
    )
    .join('');
  const topping = variant === 2 ? `<circle cx="30" cy="-28" r="14" fill="#f7d26b"/>` : '';
  return (
    `${steam}<ellipse cx="0" cy="76" rx="96" ry="18" fill="#000" fill-opacity="0.08"/>` +
    `<path d="M-112 -24 h224 a112 100 0 0 1 -224 0 z" fill="#fff" stroke="#e6e0d8" stroke-width="4"/>` +
    `<ellipse cx="0" cy="-24" rx="112" ry="24" fill="${food}"/>` +
    `<path d="M-70 -28 q 20 -12 40 0 t 40 0 t 40 0" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="5"/>${topping}`
  );
}

function cup(food: string, variant: number): string {
  const straw =
    variant === 0
      ? `<rect x="14" y="-130" width="12" height="80" rx="5" fill="#e8574a" transform="rotate(12)"/>`
      : '';
  return (
    `${straw}<ellipse cx="0" cy="96" rx="70" ry="12" fill="#000" fill-opacity="0.08"/>` +
    `<path d="M-62 -60 h124 l-14 150 h-96 z" fill="#fff" stroke="#e6e0d8" stroke-width="4"/>` +
    `<path d="M-58 -30 h116 l-11 116 h-94 z" fill="${food}"/>` +
    `<path d="M62 -20 q 44 0 44 40 t -48 40" fill="none" stroke="#e6e0d8" stroke-width="10"/>`
  );
}

function slice(food: string, variant: number): string {
  const dots =
    variant === 1
      ? ''
      : [
          [-30, 30],
          [10, 0],
          [24, 50],
        ]
          .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="12" fill="#b3322a" fill-opacity="0.85"/>`)
          .join('');
  return (
    `<ellipse cx="0" cy="96" rx="110" ry="16" fill="#000" fill-opacity="0.08"/>` +
    `<path d="M-90 80 L0 -100 L90 80 Z" fill="${food}" stroke="#fff" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="M-96 80 h192 v16 h-192 z" fill="#d9a45b"/>${dots}`
  );
}
