/** R-AN-11: an event identical to one sent less than `windowMs` ago is dropped (no double leads from a double click). */
export function createDuplicateFilter(windowMs: number, capacity = 200) {
  const recent = new Map<string, number>();
  return function isDuplicate(key: string, now: number): boolean {
    const last = recent.get(key);
    if (last !== undefined && now - last < windowMs) return true;
    recent.set(key, now);
    if (recent.size > capacity) {
      for (const [name, time] of recent) if (now - time >= windowMs) recent.delete(name);
    }
    return false;
  };
}
