import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';

export interface ToastItem {
  id: number;
  kind: 'success' | 'error' | 'info';
  text: string;
}

const DURATION_MS = { success: 3000, info: 5000, error: 8000 } as const;
const listeners = new Set<() => void>();
let items: readonly ToastItem[] = [];
let nextId = 1;

function publish(next: readonly ToastItem[]): void {
  items = next;
  for (const listener of [...listeners]) listener();
}

function dismiss(id: number): void {
  publish(items.filter((item) => item.id !== id));
}

/** Shows a short message at the bottom of the screen; at most three at a time, the oldest goes first. */
export function showToast(kind: ToastItem['kind'], text: string): void {
  const id = nextId++;
  publish([...items.slice(-2), { id, kind, text }]);
  setTimeout(() => dismiss(id), DURATION_MS[kind]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Draws the toasts into the polite live region of index.html (#nc-toasts, outside #root), so screen
 * readers hear them; in tests, where there is none, right here.
 */
export function ToastHost({ closeLabel }: { closeLabel: string }) {
  const current = useSyncExternalStore(subscribe, () => items);
  const list = (
    <div className="nc-toast-list">
      {current.map((item) => (
        <div key={item.id} className={`nc-toast nc-toast-${item.kind}`}>
          <p>{item.text}</p>
          <button
            type="button"
            className="nc-toast-close"
            aria-label={closeLabel}
            onClick={() => dismiss(item.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
  const region = typeof document === 'undefined' ? null : document.getElementById('nc-toasts');
  return region ? createPortal(list, region) : list;
}
