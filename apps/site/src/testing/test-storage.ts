/** A Storage for tests with a size quota: setItem throws QuotaExceededError past it. */
export class QuotaStorage implements Storage {
  private readonly map = new Map<string, string>();
  /** Every setItem attempt fails while true (private mode, blocked storage). */
  broken = false;
  constructor(private readonly quotaChars = Infinity) {}

  get length(): number {
    return this.map.size;
  }
  get used(): number {
    let total = 0;
    for (const [k, v] of this.map) total += k.length + v.length;
    return total;
  }
  clear(): void {
    this.map.clear();
  }
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
  setItem(key: string, value: string): void {
    const before = this.map.get(key);
    const grow =
      key.length + value.length - (before === undefined ? 0 : key.length + before.length);
    if (this.broken || this.used + grow > this.quotaChars)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.map.set(key, value);
  }
}
