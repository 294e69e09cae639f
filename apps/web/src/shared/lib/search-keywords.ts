/** The keywords of a search: trimmed, inner runs of spaces made one, at most 100; "" means "do nothing". */
export function searchKeywords(text: string): string {
  return text.trim().replace(/\s+/g, ' ').slice(0, 100);
}
