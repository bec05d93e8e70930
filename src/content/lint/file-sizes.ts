// The shared walk of the size rules (image-size, video-size): every site.yaml value that names a
// file of one kind, each file once at its first use, with its size in KB when it can be read.
import type { PathSegment } from '../problem.ts';
import type { Site } from '../site.generated.ts';
import { walk } from './walk.ts';

export function eachFileOnce(
  site: Site,
  filePath: RegExp,
  fileBytes: (src: string) => number | undefined,
  visit: (src: string, path: PathSegment[], kb: number) => void,
): void {
  const seen = new Set<string>();
  walk(site, (value, path) => {
    if (typeof value !== 'string' || !filePath.test(value) || seen.has(value)) return;
    seen.add(value);
    const bytes = fileBytes(value);
    if (bytes !== undefined) visit(value, path, Math.ceil(bytes / 1024));
  });
}
