// Visits every value of parsed site.yaml data with its path, for checks that look at any field
// wherever it sits (image paths, links, headlines).
import type { PathSegment } from '../problem.ts';

export type Visit = (value: unknown, path: PathSegment[], key: PathSegment | undefined) => void;

export function walk(value: unknown, visit: Visit, path: PathSegment[] = []): void {
  visit(value, path, path.at(-1));
  if (Array.isArray(value)) value.forEach((item, index) => walk(item, visit, [...path, index]));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) walk(child, visit, [...path, key]);
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
