// Checks the draft as the marketer types: each change of the texts or of the preview's day sends
// the draft to the server, which runs validate's own code on it. At most one check is under way;
// changes made meanwhile are checked together as soon as it answers, so a fast typist never
// queues stale checks.
import { useSyncExternalStore } from 'react';
import type { CheckAnswer, CheckRequest } from '../../shared/api.ts';
import { api } from '../api-client.ts';

export interface CheckState {
  answer: CheckAnswer | null;
  /** The request the answer is for. */
  checked: CheckRequest | null;
  /** The last answer that had a preview (the preview keeps it while the draft has errors). */
  lastPreview: CheckAnswer['preview'];
  running: boolean;
  failure: string | null;
}

export class CheckRunner {
  private state: CheckState = { answer: null, checked: null, lastPreview: null, running: false, failure: null };
  private wanted: CheckRequest | null = null;
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  readonly get = () => this.state;

  private set(next: Partial<CheckState>) {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  request(request: CheckRequest): void {
    const checked = this.state.checked;
    const same = (other: CheckRequest | null) =>
      other &&
      other.site === request.site &&
      other.translation === request.translation &&
      other.day === request.day &&
      other.language === request.language;
    if (same(checked) || same(this.wanted)) return;
    this.wanted = request;
    if (!this.state.running) void this.run();
  }

  private async run(): Promise<void> {
    while (this.wanted) {
      const request = this.wanted;
      this.wanted = null;
      this.set({ running: true });
      try {
        const answer = await api.check(request);
        this.set({ answer, checked: request, lastPreview: answer.preview ?? this.state.lastPreview, failure: null });
      } catch (error) {
        this.set({ failure: (error as Error).message });
      }
    }
    this.set({ running: false });
  }
}

export const checks = new CheckRunner();

export function useChecks(): CheckState {
  return useSyncExternalStore(checks.subscribe, checks.get);
}
