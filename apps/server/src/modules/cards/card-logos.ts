/**
 * Small brand marks for the card list, drawn here so the app stays offline: a card-shaped badge in the
 * network's colours with its name (not the networks' trademarked artwork). 100 wide, as the list shows.
 */
const marks = {
  visa: { background: '#1a1f71', foreground: '#ffffff', accent: '#f7b600', label: 'VISA' },
  mastercard: { background: '#ffffff', foreground: '#231f20', accent: '#eb001b', label: 'mastercard' },
  amex: { background: '#2e77bc', foreground: '#ffffff', accent: '#ffffff', label: 'AMEX' },
  discover: { background: '#ffffff', foreground: '#231f20', accent: '#ff6000', label: 'DISCOVER' },
} as const;

export type LogoBrand = keyof typeof marks;

export const isLogoBrand = (brand: string): brand is LogoBrand => Object.hasOwn(marks, brand);

/** The SVG of a brand's badge. */
export function cardLogoSvg(brand: LogoBrand): string {
  const mark = marks[brand];
  const circles =
    brand === 'mastercard'
      ? '<circle cx="42" cy="27" r="13" fill="#eb001b"/><circle cx="58" cy="27" r="13" fill="#f79e1b" fill-opacity="0.9"/>'
      : `<rect x="8" y="50" width="84" height="4" rx="2" fill="${mark.accent}"/>`;
  const labelY = brand === 'mastercard' ? 54 : 38;
  const size = brand === 'mastercard' ? 11 : 18;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="64" viewBox="0 0 100 64" role="img"',
    ` aria-label="${mark.label}">`,
    `<rect x="0.5" y="0.5" width="99" height="63" rx="8" fill="${mark.background}" stroke="#d9d9d9"/>`,
    circles,
    `<text x="50" y="${labelY}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif"`,
    ` font-size="${size}" font-weight="700" fill="${mark.foreground}">${mark.label}</text>`,
    '</svg>',
  ].join('');
}
