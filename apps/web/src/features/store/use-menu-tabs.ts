import type { MenuCategoryDto } from '@nearbite/contract/menu';
import { useEffect, useRef, useState } from 'react';
import { sectionId } from './lib/menu-rows';

/**
 * The menu's current category: it follows the scroll (the section under the sticky tabs), its tab is
 * scrolled into view, and a tap on a tab scrolls to its section.
 */
export function useMenuTabs(categories: readonly MenuCategoryDto[]) {
  const [current, setCurrent] = useState<string | null>(categories[0]?.id ?? null);
  const tabsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const visible = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) visible.set(entry.target.id, entry.isIntersecting);
        const first = categories.find((category) => visible.get(sectionId(category.id)));
        if (first) setCurrent(first.id);
      },
      // The band just under the sticky tabs decides which section is current.
      { rootMargin: '-56px 0px -60% 0px' },
    );
    for (const category of categories) {
      const element = document.getElementById(sectionId(category.id));
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [categories]);

  // The first tab is in view when the menu appears: scrolling to it on mount would only force a
  // layout in the page's first render.
  const shownTab = useRef(current);
  useEffect(() => {
    if (shownTab.current === current) return;
    shownTab.current = current;
    const tab = tabsRef.current?.querySelector<HTMLElement>('[aria-current="true"]');
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);

  const goTo = (categoryId: string) => {
    setCurrent(categoryId);
    document.getElementById(sectionId(categoryId))?.scrollIntoView({ block: 'start' });
  };

  return { current, tabsRef, goTo };
}
