/** A strip item's horizontal extent, as the DOM measures it. */
export interface ItemBox {
  left: number;
  width: number;
}

/** The index of the item whose centre is nearest the strip's visible centre, or -1 with no items. */
export function centeredIndex(items: readonly ItemBox[], scrollLeft: number, stripWidth: number): number {
  const middle = scrollLeft + stripWidth / 2;
  let best = -1;
  let bestDistance = Number.POSITIVE_INFINITY;
  items.forEach((item, index) => {
    const distance = Math.abs(item.left + item.width / 2 - middle);
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

/** The scrollLeft that centres an item in the strip (never below 0). */
export function scrollLeftToCenter(item: ItemBox, stripWidth: number): number {
  return Math.max(0, item.left + item.width / 2 - stripWidth / 2);
}
