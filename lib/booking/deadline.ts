/** Thrown when a call did not finish within its deadline. */
export class DeadlineExceeded extends Error {
  constructor() {
    super('deadline exceeded');
    this.name = 'DeadlineExceeded';
  }
}

/**
 * Settles with the promise, or rejects with DeadlineExceeded after `ms`. The client waits out a 429's Retry-After
 * (up to a minute) for reads, which suits a build but not a patient watching a spinner; the work itself carries on
 * and its outcome is dropped.
 */
export function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineExceeded()), ms);
  });
  promise.catch(() => {}); // a late failure after the deadline must not become an unhandled rejection
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
