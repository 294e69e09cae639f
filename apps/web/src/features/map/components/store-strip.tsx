import { type ReactNode, useEffect, useRef } from 'react';
import { centeredIndex, scrollLeftToCenter } from '../lib/strip-position';

export interface StoreStripProps<T extends { id: string }> {
  items: readonly T[];
  selectedId: string | null;
  /** Called when the diner scrolled another item to the strip's centre. */
  onScrollSelect: (id: string) => void;
  renderItem: (item: T) => ReactNode;
  /** The list's accessible name. */
  label: string;
}

const SCROLL_SETTLE_MS = 120;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * A horizontally scrolling, snapping list that follows the selection both ways: a new selection
 * scrolls its item to the centre; the item the diner scrolls to the centre becomes the selection.
 */
export function StoreStrip<T extends { id: string }>({
  items,
  selectedId,
  onScrollSelect,
  renderItem,
  label,
}: StoreStripProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const latest = useRef({ items, selectedId, onScrollSelect });
  latest.current = { items, selectedId, onScrollSelect };

  // Selection (or a new list) → scroll the selected item to the centre.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (selectedId === null) {
      // A new list without a selection starts at its first store.
      if (list.scrollLeft > 0) list.scrollTo({ left: 0 });
      return;
    }
    const index = items.findIndex((item) => item.id === selectedId);
    const element = list.children[index] as HTMLElement | undefined;
    if (!element) return;
    const left = scrollLeftToCenter(
      { left: element.offsetLeft, width: element.offsetWidth },
      list.clientWidth,
    );
    if (Math.abs(list.scrollLeft - left) < 2) return;
    list.scrollTo({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [items, selectedId]);

  // The diner's scroll, once it settles → select the centred item. Scrolls the page makes itself
  // (following a selection, re-snapping after the list changed) select nothing.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    let timer: number | undefined;
    let byDiner = false;
    const settle = () => {
      window.clearTimeout(timer);
      if (!byDiner) return;
      byDiner = false;
      const boxes = Array.from(list.children, (child) => {
        const element = child as HTMLElement;
        return { left: element.offsetLeft, width: element.offsetWidth };
      });
      const index = centeredIndex(boxes, list.scrollLeft, list.clientWidth);
      const { items: current, selectedId: selected, onScrollSelect: select } = latest.current;
      const id = current[index]?.id;
      if (id !== undefined && id !== selected) select(id);
    };
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(settle, SCROLL_SETTLE_MS);
    };
    const onInteract = () => {
      byDiner = true;
    };
    const interactions = ['pointerdown', 'touchstart', 'wheel', 'keydown', 'focusin'] as const;
    for (const type of interactions) list.addEventListener(type, onInteract, { passive: true });
    const supportsScrollEnd = 'onscrollend' in list;
    const scrollType = supportsScrollEnd ? 'scrollend' : 'scroll';
    const scrollHandler = supportsScrollEnd ? settle : onScroll;
    list.addEventListener(scrollType, scrollHandler, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const type of interactions) list.removeEventListener(type, onInteract);
      list.removeEventListener(scrollType, scrollHandler);
    };
  }, []);

  return (
    <ul ref={listRef} className="nb-store-strip" aria-label={label}>
      {items.map((item) => (
        <li
          key={item.id}
          className={
            item.id === selectedId ? 'nb-store-strip-item nb-store-strip-selected' : 'nb-store-strip-item'
          }
        >
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
