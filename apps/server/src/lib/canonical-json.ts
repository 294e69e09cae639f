/** JSON with object keys sorted, so two values compare equal whatever their key order (jsonb keeps its own). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/** The fields whose values differ (key order inside them ignored), each with its old and new value. */
export function changedValues<K extends string>(
  before: Record<K, unknown>,
  after: Record<K, unknown>,
  keys: readonly K[],
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of keys) {
    if (canonicalJson(before[key]) !== canonicalJson(after[key])) {
      changes[key] = { from: before[key], to: after[key] };
    }
  }
  return changes;
}
