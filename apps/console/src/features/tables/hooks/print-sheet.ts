import type { QrPaper } from '@nearbite/contract/console-tables';

const PAGE_SIZE: Record<QrPaper, string> = { a4: 'A4', letter: 'letter' };

/**
 * Opens the sheet's SVG in a new window sized to the paper, with no margins, and prints it: the SVG is
 * whole pages stacked, so each page breaks where a sheet of paper ends. Returns false when the browser
 * blocked the window.
 */
export function printSheet(svg: string, paper: QrPaper, title: string): boolean {
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${title.replace(/</g, '&lt;')}</title><style>@page{size:${PAGE_SIZE[paper]};margin:0}html,body{margin:0}svg{display:block}</style></head><body>${svg}</body></html>`;
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html' }));
  const opened = window.open(url, '_blank');
  if (!opened) {
    URL.revokeObjectURL(url);
    return false;
  }
  opened.addEventListener('load', () => {
    opened.focus();
    opened.print();
  });
  // The window keeps its document; the address is no longer needed after a minute.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return true;
}
