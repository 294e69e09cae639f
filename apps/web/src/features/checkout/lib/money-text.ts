/** Hundredths of a percent as a percent: 1500 → "15%", 1250 → "12.5%". */
export function percentText(hundredths: number): string {
  return `${Number((hundredths / 100).toFixed(2))}%`;
}
