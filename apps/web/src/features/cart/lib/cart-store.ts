import { linesKeptForMenu, timedMenuConflict } from '@nearbite/domain/item-selection';
import type { KeyValueStorage } from '../../../shared/lib/browser-storage';
import { safeSet } from '../../../shared/lib/browser-storage';
import { type CartLine, sameChoices } from '../../../shared/lib/cart-line';

/** Local-storage key of a business's saved cart. */
export const cartStorageKey = (businessId: string) => `cart:${businessId}`;
/** The shape of a saved cart; a different version is ignored. */
const STORAGE_VERSION = 1;

/**
 * The carts of every business the diner opened in this page load, one list of lines per business.
 * Lines are kept in memory while the diner moves between the store page, its goods search and other
 * screens; `persist` writes a business's cart to local storage and the first read takes it back, so a cart
 * survives a reload or a later visit (specification section 4).
 */
export interface CartStore {
  /**
   * The business's lines; the same array until they change (a useSyncExternalStore snapshot). The first
   * read in a page load takes the saved cart, so a restored cart shows from the first render.
   */
  lines(businessId: string): readonly CartLine[];
  subscribe(listener: () => void): () => void;
  /** Adds a line; a line with the same item, choices and note grows instead. */
  add(businessId: string, line: Omit<CartLine, 'wantIndex'>): void;
  /** Replaces an edited line (merging it into another line that now has the same choices). */
  update(businessId: string, wantIndex: string, line: Omit<CartLine, 'wantIndex'>): void;
  /** Sets a line's units; 0 removes it. */
  setQuantity(businessId: string, wantIndex: string, goodsNumber: number): void;
  /** Marks a line redeemed with points (isCover, with the points of its redeemed unit) or not. */
  setCover(businessId: string, wantIndex: string, isCover: boolean, usePoint: number | null): void;
  replace(businessId: string, lines: readonly CartLine[]): void;
  clear(businessId: string): void;
  /** Writes the business's cart to storage (removes the entry when it is empty). */
  persist(businessId: string): void;
}

const EMPTY: readonly CartLine[] = Object.freeze([]);

function isLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Partial<CartLine>;
  return (
    typeof line.wantIndex === 'string' &&
    typeof line.goodsId === 'string' &&
    typeof line.goodsName === 'string' &&
    Number.isInteger(line.goodsNumber) &&
    (line.goodsNumber ?? 0) > 0 &&
    Number.isInteger(line.price) &&
    Number.isInteger(line.addPrice) &&
    Array.isArray(line.chooseSpecList) &&
    Array.isArray(line.chooseAttrList) &&
    Array.isArray(line.chooseAddOnList)
  );
}

/** The saved lines of a business; anything unreadable counts as no cart. */
export function readSavedCart(storage: KeyValueStorage, businessId: string): CartLine[] | null {
  const raw = storage.getItem(cartStorageKey(businessId));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { version?: unknown; lines?: unknown };
    if (parsed.version !== STORAGE_VERSION || !Array.isArray(parsed.lines)) return null;
    return parsed.lines.every(isLine) ? (parsed.lines as CartLine[]) : null;
  } catch {
    return null;
  }
}

export function createCartStore(storage: KeyValueStorage): CartStore {
  const carts = new Map<string, readonly CartLine[]>();
  const listeners = new Set<() => void>();
  let sequence = 0;
  const nextWantIndex = () => {
    sequence += 1;
    return `${Date.now().toString(36)}-${sequence}`;
  };

  const set = (businessId: string, lines: readonly CartLine[]) => {
    carts.set(businessId, lines.length === 0 ? EMPTY : Object.freeze([...lines]));
    for (const listener of listeners) listener();
  };
  const get = (businessId: string): readonly CartLine[] => {
    let lines = carts.get(businessId);
    if (!lines) {
      const saved = readSavedCart(storage, businessId);
      lines = saved && saved.length > 0 ? Object.freeze(saved) : EMPTY;
      carts.set(businessId, lines);
    }
    return lines;
  };

  const merged = (lines: readonly CartLine[], line: CartLine): CartLine[] => {
    const same = lines.findIndex((other) => sameChoices(other, line));
    if (same === -1) return [...lines, line];
    return lines.map((other, index) =>
      index === same ? { ...other, goodsNumber: other.goodsNumber + line.goodsNumber } : other,
    );
  };

  return {
    lines: get,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(businessId, line) {
      set(businessId, merged(get(businessId), { ...line, wantIndex: nextWantIndex() }));
    },
    update(businessId, wantIndex, line) {
      const lines = get(businessId);
      if (!lines.some((other) => other.wantIndex === wantIndex)) return;
      const rest = lines.filter((other) => other.wantIndex !== wantIndex);
      const edited = { ...line, wantIndex };
      if (rest.some((other) => sameChoices(other, edited))) {
        set(businessId, merged(rest, edited));
        return;
      }
      set(
        businessId,
        lines.map((other) => (other.wantIndex === wantIndex ? edited : other)),
      );
    },
    setQuantity(businessId, wantIndex, goodsNumber) {
      const lines = get(businessId);
      const next =
        goodsNumber <= 0
          ? lines.filter((line) => line.wantIndex !== wantIndex)
          : lines.map((line) => (line.wantIndex === wantIndex ? { ...line, goodsNumber } : line));
      set(businessId, next);
    },
    setCover(businessId, wantIndex, isCover, usePoint) {
      set(
        businessId,
        get(businessId).map((line) =>
          line.wantIndex === wantIndex ? { ...line, isCover, usePoint: isCover ? usePoint : null } : line,
        ),
      );
    },
    replace: (businessId, lines) => set(businessId, lines),
    clear: (businessId) => set(businessId, EMPTY),
    persist(businessId) {
      const lines = get(businessId);
      if (lines.length === 0) storage.removeItem(cartStorageKey(businessId));
      else safeSet(storage, cartStorageKey(businessId), JSON.stringify({ version: STORAGE_VERSION, lines }));
    },
  };
}

/**
 * Adds a line, first asking when the cart holds items of another timed menu: on yes the cart keeps only
 * all-day lines and lines of the item's menu; on no nothing changes. Resolves whether the line was added.
 */
export async function addWithMenuCheck(
  store: CartStore,
  businessId: string,
  line: Omit<CartLine, 'wantIndex'>,
  confirmMenuChange: () => Promise<boolean>,
): Promise<boolean> {
  const lines = store.lines(businessId);
  if (
    timedMenuConflict(
      lines.map((other) => other.timedMenuId),
      line.timedMenuId,
    )
  ) {
    if (!(await confirmMenuChange())) return false;
    store.replace(businessId, linesKeptForMenu(store.lines(businessId), line.timedMenuId));
  }
  store.add(businessId, line);
  return true;
}

/**
 * Whether leaving the store screens for `pathname` saves the cart: always, except for payment and the
 * order list (the specification's exception; a submitted order has cleared the cart already).
 */
export function persistsWhenLeavingTo(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return path !== '/payment' && path !== '/orders';
}
