/**
 * Seeded randomness for the demo catalog. Everything the generator draws comes from here, so one seed
 * always yields the same catalog, and every business has its own stream (business i can be generated
 * without generating businesses 0..i-1).
 */

/** The murmur3 finaliser: spreads every input bit over the whole 32-bit result. */
export function mix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** One 32-bit hash of several integers; order matters. Seeds above 2^32 keep their high bits. */
export function hashInts(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    const low = part >>> 0;
    const high = Math.floor(part / 0x1_0000_0000) >>> 0;
    h = mix32(h ^ mix32(low + 0x632be5ab));
    if (high !== 0) h = mix32(h ^ mix32(high + 0x85157af5));
  }
  return h;
}

/** FNV-1a over UTF-16 code units, finalised; for deriving numbers from names and keys. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    h ^= text.charCodeAt(index);
    h = Math.imul(h, 0x01000193);
  }
  return mix32(h);
}

/** mulberry32: small, fast and good enough for demo data (not for secrets). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export class Rng {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  /** In [0, 1). */
  float(): number {
    return this.next();
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return itemAt(items, Math.floor(this.next() * items.length));
  }

  /** Picks by relative weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let remaining = this.next() * total;
    for (const [value, weight] of entries) {
      remaining -= weight;
      if (remaining < 0) return value;
    }
    return itemAt(entries, entries.length - 1)[0];
  }

  /** A new array in random order (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = Math.floor(this.next() * (index + 1));
      const held = itemAt(copy, index);
      copy[index] = itemAt(copy, other);
      copy[other] = held;
    }
    return copy;
  }

  /** Up to count distinct items, keeping their original order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const chosen = new Set(this.shuffle(items.map((_, index) => index)).slice(0, count));
    return items.filter((_, index) => chosen.has(index));
  }
}

/** Indexing that fails loudly: the generator's tables are never empty, so a miss is a bug. */
export function itemAt<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new RangeError(`no item at ${index} of ${items.length}`);
  return item;
}
