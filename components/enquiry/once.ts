/**
 * Runs one piece of work once per key while it is in flight and remembers its success for a while: a form sent
 * twice (double click, a repeated post without JavaScript) sends one enquiry, and the second submit gets the first
 * one's answer. A failure is forgotten at once, so the patient can send again. Bounded in size.
 */
export class OnceStore<T> {
  private readonly entries = new Map<string, { promise: Promise<T>; expiresAt: number }>();

  constructor(
    private readonly ttlMs = 30 * 60_000,
    private readonly maxEntries = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  run(key: string, work: () => Promise<T>, succeeded: (value: T) => boolean = () => true): Promise<T> {
    const t = this.now();
    const existing = this.entries.get(key);
    if (existing && existing.expiresAt > t) return existing.promise;
    const promise = work().then(
      (value) => {
        if (!succeeded(value)) this.entries.delete(key);
        return value;
      },
      (err: unknown) => {
        this.entries.delete(key);
        throw err;
      },
    );
    this.entries.set(key, { promise, expiresAt: t + this.ttlMs });
    for (const [k, v] of this.entries) {
      if (this.entries.size <= this.maxEntries && v.expiresAt > t) break;
      this.entries.delete(k);
    }
    return promise;
  }
}
