/**
 * What one Worker isolate remembers for a while, by key (the audit preview's recent audits, ADR
 * 046): entries expire after `lifetimeMs` and at most `max` are kept, oldest out first. Evicted as
 * the memory is used, not by a timer: a timer set in a request does not outlive it in workerd.
 */
export function isolateMemory<Entry extends object>(lifetimeMs: number, max: number) {
  const entries = new Map<string, Entry & { until: number }>();
  const evict = () => {
    const now = Date.now();
    for (const [key, entry] of entries) {
      if (entry.until > now && entries.size <= max) break; // oldest first: the rest are newer
      entries.delete(key);
    }
  };
  return {
    /** The entry, while it lasts; the same object each time, so it may be added to. */
    get(key: string): Entry | undefined {
      evict();
      return entries.get(key);
    },
    set(key: string, entry: Entry): void {
      entries.set(key, { ...entry, until: Date.now() + lifetimeMs });
      evict();
    },
  };
}
