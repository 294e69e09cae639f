/** Hundredths of a percent as a percent: 1500 → "15%", 1250 → "12.5%". */
export function percentText(hundredths: number): string {
  return `${Number((hundredths / 100).toFixed(2))}%`;
}

/** Miles to one decimal: 0.345 → "0.3". */
export function milesText(miles: number): string {
  return (Math.round(miles * 10) / 10).toFixed(1);
}
