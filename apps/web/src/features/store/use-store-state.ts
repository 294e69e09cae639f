import type { BusinessDetailDto } from '@nearbite/contract/store';
import type { OrderType } from '@nearbite/domain/order-type';
import { isValidDinerCount } from '@nearbite/domain/ordering-limits';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { safeSet, sessionStore } from '../../shared/lib/browser-storage';
import { useNavigationType } from '../../shared/lib/history-router';
import { startingDiningType } from './lib/dining-type';
import { savedScroll, saveScroll } from './lib/scroll-memory';
import { isPromptDone, markPromptDone, type PromptKey } from './lib/store-prompts';

const diningKey = (businessId: string) => `diningType:${businessId}`;
const dinersKey = (businessId: string, tableName: string) => `diners:${businessId}:${tableName}`;

// Every screen part that reads a choice (the store page, its goods search, checkout) sees a change at once.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
function remember(key: string, value: string): void {
  safeSet(sessionStore, key, value);
  for (const listener of listeners) listener();
}
function useRemembered(key: string | null): string | null {
  return useSyncExternalStore(
    subscribe,
    () => (key ? sessionStore.getItem(key) : null),
    () => null,
  );
}

/**
 * The store's dining type: dine-in at a table, else the type chosen earlier in this tab for the store,
 * else delivery if offered, else pickup. A choice is remembered per business in session storage, so the
 * goods search, the address screens and checkout see the same one.
 */
export function useDiningType(
  businessId: string | null,
  detail: Pick<BusinessDetailDto, 'diningTypes'> | undefined,
  tableName: string | null,
): [OrderType | null, (type: OrderType) => void] {
  const chosen = useRemembered(businessId ? diningKey(businessId) : null);
  const type = detail ? startingDiningType(detail.diningTypes, tableName, chosen) : null;
  const choose = useCallback(
    (next: OrderType) => {
      if (businessId) remember(diningKey(businessId), next);
    },
    [businessId],
  );
  return [type, choose];
}

/** The dine-in diner count (1–20) of a table, kept for the tab's session; null until chosen. */
export function useDinerCount(
  businessId: string | null,
  tableName: string | null,
): [number | null, (count: number) => void] {
  const stored = useRemembered(businessId && tableName ? dinersKey(businessId, tableName) : null);
  const count = stored === null ? null : Number(stored);
  const choose = useCallback(
    (next: number) => {
      if (businessId && tableName && isValidDinerCount(next))
        remember(dinersKey(businessId, tableName), String(next));
    },
    [businessId, tableName],
  );
  return [count !== null && isValidDinerCount(count) ? count : null, choose];
}

/**
 * Keeps the store page's scroll position (see lib/scroll-memory.ts): saved while the diner scrolls, and
 * restored once the page has its content (`ready`) when the diner comes back to it (a back or forward
 * move, or a reload). A fresh visit from a link starts at the top.
 */
export function useScrollMemory(businessId: string | null, ready: boolean): void {
  const navigationType = useNavigationType();
  const handled = useRef(false);
  // Saving starts after the restore, so the layout's scroll-to-top never overwrites the saved place.
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!businessId || !ready || handled.current) return;
    handled.current = true;
    const y = navigationType === 'POP' ? savedScroll(sessionStore, businessId) : 0;
    if (y <= 0) {
      setSaving(true);
      return;
    }
    // After the layout's scroll-to-top for the new route and the first paint of the menu.
    window.requestAnimationFrame(() =>
      window.requestAnimationFrame(() => {
        window.scrollTo(0, y);
        setSaving(true);
      }),
    );
  }, [businessId, ready, navigationType]);

  useEffect(() => {
    if (!businessId || !saving) return;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        saveScroll(sessionStore, businessId, window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [businessId, saving]);
}

/**
 * Whether a one-time prompt of the store page (the location prompt, the Safari guide) was dismissed in
 * this tab, and how to dismiss it: it hides at once and stays hidden for the tab's session.
 */
export function useStorePrompt(key: PromptKey): [boolean, () => void] {
  const [done, setDone] = useState(() => isPromptDone(sessionStore, key));
  const dismiss = useCallback(() => {
    markPromptDone(sessionStore, key);
    setDone(true);
  }, [key]);
  return [done, dismiss];
}
