// How a delivery channel is doing, from what its attempts and checks found: when it last worked,
// how many tries in a row have failed since. Kept in this process (each server reports its own);
// /readyz and the metrics show it, and a channel with failures in a row is "degraded": messages
// are still taken and stored, but are not reaching the support team.

/** Failures in a row that make a channel degraded: one can be a passing hiccup, two are not. */
export const degradedAfterFailures = 2;

export interface ChannelState {
  /** When an attempt or a check last succeeded (ms since the epoch), or null. */
  lastSuccessAt: number | null;
  lastFailureAt: number | null;
  failuresInARow: number;
  degraded: boolean;
}

export class ChannelHealth {
  private lastSuccessAt: number | null = null;
  private lastFailureAt: number | null = null;
  private failuresInARow = 0;

  succeeded(at: number): void {
    this.lastSuccessAt = at;
    this.failuresInARow = 0;
  }

  failed(at: number): void {
    this.lastFailureAt = at;
    this.failuresInARow++;
  }

  get state(): ChannelState {
    return {
      lastSuccessAt: this.lastSuccessAt,
      lastFailureAt: this.lastFailureAt,
      failuresInARow: this.failuresInARow,
      degraded: this.failuresInARow >= degradedAfterFailures,
    };
  }
}
