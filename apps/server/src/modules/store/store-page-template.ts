/**
 * A store page answer kept as JSON text with holes for what orders change: stock. Between its parts go the
 * slots, each written per request from the stock read live with the page version. Stock takes no page
 * version at all (neither from orders nor from the console), so the live read alone says it: an item or
 * value it does not list has none kept (unlimited).
 */
export interface StockSlot {
  /** The item's or option value's id. */
  id: string;
  /** The JSON from the stock on: `12,"soldOut":false}` and the like. */
  write: (stock: number | null) => string;
}

export interface PageTemplate {
  /** One more part than slots: part, slot, part, …, part. */
  parts: string[];
  slots: StockSlot[];
}

/** Builds a template from left to right. */
export function createTemplateWriter() {
  const parts = [''];
  const slots: StockSlot[] = [];
  return {
    text(json: string): void {
      parts[parts.length - 1] += json;
    },
    slot(slot: StockSlot): void {
      slots.push(slot);
      parts.push('');
    },
    done: (): PageTemplate => ({ parts, slots }),
  };
}

export type TemplateWriter = ReturnType<typeof createTemplateWriter>;

/** Live stock by id: the store's items and option values that keep a stock, as read with the page version. */
export type LiveStock = ReadonlyMap<string, number>;

export function fillTemplate(template: PageTemplate, live: LiveStock): string {
  const { parts, slots } = template;
  let json = parts[0] ?? '';
  for (let index = 0; index < slots.length; index += 1) {
    const slot = slots[index] as StockSlot;
    json += slot.write(live.get(slot.id) ?? null) + (parts[index + 1] ?? '');
  }
  return json;
}

/**
 * An object's JSON without its closing brace, ready for the fields that follow: `{"id":"…","name":"…"`.
 * Callers pass objects with at least one field.
 */
export const openObject = (value: object): string => JSON.stringify(value).slice(0, -1);
