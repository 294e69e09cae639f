/** The keywords of a search: trimmed, inner runs of spaces made one; empty means "do nothing". */
export function normalizeKeywords(text: string): string {
  return text.trim().replace(/\s+/g, ' ').slice(0, 100);
}
