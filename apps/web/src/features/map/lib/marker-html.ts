import { escapeHtml } from '@nearbite/domain/html-text';

/**
 * The inside of a store's map marker (a Leaflet divIcon): its logo as an <img> whose alt is the
 * store name, or the name's first letter when it has no logo. The bubble is its own element
 * because Leaflet positions the marker itself with a transform.
 * Texts are escaped: names come from the server.
 */
export function storeMarkerHtml(name: string, logo: string | null): string {
  if (logo) {
    return `<span class="nb-map-store-bubble"><img src="${escapeHtml(logo)}" alt="${escapeHtml(name)}" draggable="false"></span>`;
  }
  const initial = escapeHtml(Array.from(name.trim())[0] ?? '?');
  return `<span class="nb-map-store-bubble"><span aria-hidden="true">${initial}</span><span class="nb-visually-hidden">${escapeHtml(name)}</span></span>`;
}
