import { createRequire } from 'node:module';
import type QRCodeModule from 'qrcode';

// Required at the first QR code rather than at start: about 10 MB a copy that draws none does not carry.
const require = createRequire(import.meta.url);
let qrCode: typeof QRCodeModule | undefined;
const loadQrCode = (): typeof QRCodeModule => {
  qrCode ??= require('qrcode') as typeof QRCodeModule;
  return qrCode;
};

/**
 * The printable sheet of table cards: one SVG document of whole pages (A4 or US Letter, in millimetres)
 * stacked top to bottom, six cards a page (two columns, three rows). Each card shows the store's name, the
 * table's name, its QR code and a line in English and Chinese. The QR is drawn as one path of dark modules
 * with a four-module quiet zone, so any phone camera reads it from paper.
 */

export type Paper = 'a4' | 'letter';

/** Page sizes in millimetres. */
export const PAPER_SIZES: Readonly<Record<Paper, { width: number; height: number }>> = {
  a4: { width: 210, height: 297 },
  letter: { width: 215.9, height: 279.4 },
};

const COLUMNS = 2;
const ROWS = 3;
export const CARDS_PER_PAGE = COLUMNS * ROWS;
/** Printed QR width, millimetres: large enough to scan from a seat. */
const QR_MM = 52;
const QUIET_MODULES = 4;

export interface SheetCard {
  tableName: string;
  url: string;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The dark modules of `text`'s QR code as one path in module units, and the code's size in modules. */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = loadQrCode().create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) parts.push(`M${column} ${row}h1v1h-1z`);
    }
  }
  return { size: modules.size, path: parts.join('') };
}

function card(
  item: SheetCard,
  storeName: string,
  x: number,
  y: number,
  width: number,
  height: number,
): string {
  const { size, path } = qrPath(item.url);
  const scale = QR_MM / (size + 2 * QUIET_MODULES);
  const qrX = x + (width - QR_MM) / 2;
  const qrY = y + 30;
  const middle = x + width / 2;
  return [
    `<g class="card" data-table="${escapeXml(item.tableName)}" data-url="${escapeXml(item.url)}">`,
    `<rect x="${x + 4}" y="${y + 4}" width="${width - 8}" height="${height - 8}" rx="4" fill="#fff" stroke="#999" stroke-width="0.3" stroke-dasharray="2 2"/>`,
    `<text x="${middle}" y="${y + 14}" font-size="5" text-anchor="middle" fill="#333">${escapeXml(storeName)}</text>`,
    `<text x="${middle}" y="${y + 25}" font-size="9" font-weight="bold" text-anchor="middle" fill="#000">${escapeXml(item.tableName)}</text>`,
    `<g transform="translate(${qrX} ${qrY}) scale(${scale})"><rect width="${size + 2 * QUIET_MODULES}" height="${size + 2 * QUIET_MODULES}" fill="#fff"/>`,
    `<path class="qr" data-size="${size}" transform="translate(${QUIET_MODULES} ${QUIET_MODULES})" d="${path}" fill="#000"/></g>`,
    `<text x="${middle}" y="${qrY + QR_MM + 6}" font-size="4" text-anchor="middle" fill="#333">Scan to order at this table · 扫码点餐</text>`,
    '</g>',
  ].join('');
}

/** The whole sheet: as many pages as the cards need (one blank page for a store without tables). */
export function qrSheetSvg(storeName: string, cards: readonly SheetCard[], paper: Paper): string {
  const { width, height } = PAPER_SIZES[paper];
  const pages = Math.max(1, Math.ceil(cards.length / CARDS_PER_PAGE));
  const cardWidth = width / COLUMNS;
  const cardHeight = height / ROWS;
  const drawn = cards.map((item, index) => {
    const page = Math.floor(index / CARDS_PER_PAGE);
    const slot = index % CARDS_PER_PAGE;
    const x = (slot % COLUMNS) * cardWidth;
    const y = page * height + Math.floor(slot / COLUMNS) * cardHeight;
    return card(item, storeName, x, y, cardWidth, cardHeight);
  });
  const totalHeight = pages * height;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}mm" height="${totalHeight}mm" viewBox="0 0 ${width} ${totalHeight}" font-family="Helvetica, Arial, 'PingFang SC', 'Noto Sans CJK SC', sans-serif">`,
    `<title>${escapeXml(storeName)} · QR</title>`,
    ...drawn,
    '</svg>',
  ].join('');
}
