// Turns a rule's finding into a Problem at its line, with the level the rules table gives it.
import type { PathSegment, Problem } from '../problem.ts';
import { formatPath } from '../problem.ts';
import type { Position, SourceMap } from '../source-map.ts';
import { lintRules, type RuleId, type RuleLevel } from './rules.ts';

/** Levels that differ from the rules table, e.g. in a test. */
export type LevelOverrides = Partial<Record<RuleId, RuleLevel>>;

export interface Finding {
  path: readonly PathSegment[];
  message: string;
  hint?: string;
  /** Point at the key rather than the value (for a field that should not be there). */
  atKey?: boolean;
  /** Characters inside the value to point at, e.g. "<b>" (falls back to the value's start). */
  snippet?: string;
  /** An exact place, when the finding is about characters the data no longer holds (a YAML label). */
  at?: Position;
}

export class Reporter {
  readonly problems: Problem[] = [];

  constructor(
    private readonly source: SourceMap,
    private readonly overrides: LevelOverrides = {},
  ) {}

  levelOf(rule: RuleId): RuleLevel {
    return this.overrides[rule] ?? lintRules[rule].level;
  }

  report(rule: RuleId, { path, message, hint, atKey = false, snippet, at }: Finding): void {
    const level = this.levelOf(rule);
    if (level === 'off') return;
    this.problems.push({
      severity: level,
      ...(at ?? (snippet ? this.source.locateText(path, snippet) : this.source.locate(path, atKey))),
      path: formatPath(path),
      message,
      ...(hint ? { hint } : {}),
      rule,
    });
  }
}
