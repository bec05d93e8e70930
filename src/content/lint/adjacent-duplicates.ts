// adjacent-duplicate: the same picture twice in a row in a rotating set, or the same game picture
// on two slides side by side, looks to a visitor as if the carousel has stuck.
import type { Site } from '../site.generated.ts';
import type { PathSegment } from '../problem.ts';
import type { Reporter } from './reporter.ts';
import { pagesOf } from './page-sections.ts';

function checkRun(keys: readonly string[], path: PathSegment[], noun: string, reporter: Reporter): void {
  keys.forEach((key, index) => {
    if (index === 0 || key !== keys[index - 1]) return;
    reporter.report('adjacent-duplicate', {
      path: [...path, index],
      message: `${noun[0].toUpperCase()}${noun.slice(1)} ${index + 1} shows the same picture as ${noun} ${index}, just before it, so the carousel would look stuck.`,
      hint: `use another picture, or move one of the two ${noun}s apart`,
    });
  });
}

export function checkAdjacentDuplicates(site: Site, reporter: Reporter): void {
  for (const page of pagesOf(site)) {
    page.sections.forEach((section, index) => {
      const path = [...page.listPath, index];
      if (section.type === 'games')
        section.sets.forEach((set, i) =>
          checkRun(
            set.images.map((image) => image.src),
            [...path, 'sets', i, 'images'],
            'picture',
            reporter,
          ),
        );
      if (section.type === 'skillGames')
        checkRun(
          section.slides.map((slide) => slide.image.src),
          [...path, 'slides'],
          'slide',
          reporter,
        );
    });
  }
}
