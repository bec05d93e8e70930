// When to try a failed delivery again: exponential backoff with "equal jitter" (half the delay fixed,
// half random), so a receiver that comes back is not met by every queued message at the same instant.

/** The delay before attempt `attempt + 1`, after `attempt` failed attempts (from 1). */
export function retryDelayMs(attempt: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
