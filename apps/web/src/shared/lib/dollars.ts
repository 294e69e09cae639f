/** Thousands separators by pattern: toLocaleString builds an ICU formatter per call, too slow for a menu. */
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Cents as dollars, rounded to the cent: 1250 → "$12.50", 5 → "$0.05", -300 → "-$3.00", 123456 → "$1,234.56". */
export function dollars(cents: number): string {
  const rounded = Math.round(cents);
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  return `${sign}$${groupThousands(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}
