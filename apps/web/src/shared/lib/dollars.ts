/** Cents as dollars, rounded to the cent: 1250 → "$12.50", 5 → "$0.05", -300 → "-$3.00". */
export function dollars(cents: number): string {
  const rounded = Math.round(cents);
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${whole}.${String(abs % 100).padStart(2, '0')}`;
}
