// carousel-too-few and duplicate-item. Counted after the schedule, as visitors will see them on
// the build day: a carousel that shows 3 reviews at once but has 2 repeats or leaves a hole, and
// Swiper's coverflow loop misbehaves with too few slides.
import type { Section, Site } from '../site.generated.ts';
import type { PathSegment } from '../problem.ts';
import { isVisibleOn } from '../schedule.ts';
import { lintRules } from './rules.ts';
import type { Reporter } from './reporter.ts';
import { pagesOf } from './page-sections.ts';

type Carousel = Extract<Section, { type: 'reviews' | 'logoCarousel' | 'skillGames' }>;

interface Item {
  index: number;
  /** What makes two items the same to a visitor. */
  sameness: string;
}

const normalize = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

function itemsOf(section: Carousel, day: string): { list: string; noun: string; items: Item[]; total: number } {
  switch (section.type) {
    case 'reviews':
      return {
        list: 'reviews',
        noun: 'review',
        total: section.reviews.length,
        items: section.reviews.flatMap((r, index) => (isVisibleOn(r, day) ? [{ index, sameness: normalize(r.text) }] : [])),
      };
    case 'skillGames':
      return {
        list: 'slides',
        noun: 'slide',
        total: section.slides.length,
        items: section.slides.flatMap((s, index) =>
          isVisibleOn(s, day) ? [{ index, sameness: `${normalize(s.heading)}\n${normalize(s.description)}` }] : [],
        ),
      };
    case 'logoCarousel':
      return {
        list: 'logos',
        noun: 'logo',
        total: section.logos.length,
        items: section.logos.map((logo, index) => ({ index, sameness: logo.src })),
      };
  }
}

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

function checkCount(section: Carousel, path: PathSegment[], day: string, reporter: Reporter): void {
  const { list, noun, items, total } = itemsOf(section, day);
  const count = items.length;
  const scheduled = count < total ? ` on ${day} (${plural(total - count, noun)} hidden by their dates)` : '';
  if (section.type === 'skillGames') {
    const inView = lintRules['carousel-too-few'].coverflowSlidesInView;
    const needed = inView + Math.ceil(inView / 2);
    if (count >= needed) return;
    reporter.report('carousel-too-few', {
      path: [...path, list],
      atKey: true,
      message: `This coverflow carousel has ${plural(count, noun)}${scheduled}; it shows ${inView} at once and needs at least ${needed} to loop.`,
      hint: `add ${plural(needed - count, noun)} (repeating a game is fine, as Ludo is)`,
    });
    return;
  }
  for (const range of section.responsive) {
    if (range.items <= count) continue;
    reporter.report('carousel-too-few', {
      path: [...path, list],
      atKey: true,
      message: `This carousel shows ${range.items} ${noun}s at once on ${range.name} screens (${range.minWidth}-${range.maxWidth} px) but has only ${plural(count, noun)}${scheduled}.`,
      hint: `add ${plural(range.items - count, noun)}, or set items: ${Math.max(1, count)} for ${range.name} under responsive`,
    });
  }
}

function checkDuplicates(section: Carousel, path: PathSegment[], day: string, reporter: Reporter): void {
  const { list, noun, items } = itemsOf(section, day);
  const first = new Map<string, number>();
  for (const item of items) {
    const earlier = first.get(item.sameness);
    if (earlier === undefined) {
      first.set(item.sameness, item.index);
      continue;
    }
    reporter.report('duplicate-item', {
      path: [...path, list, item.index],
      message: `${noun[0].toUpperCase()}${noun.slice(1)} ${item.index + 1} repeats ${noun} ${earlier + 1} of this carousel.`,
      hint: `remove one, or change its ${section.type === 'logoCarousel' ? 'image' : 'text'}`,
    });
  }
}

export function checkCarousels(site: Site, day: string, reporter: Reporter): void {
  for (const page of pagesOf(site)) {
    page.sections.forEach((section, index) => {
      if (!isVisibleOn(section, day)) return;
      if (section.type !== 'reviews' && section.type !== 'logoCarousel' && section.type !== 'skillGames') return;
      const path = [...page.listPath, index];
      checkCount(section, path, day, reporter);
      checkDuplicates(section, path, day, reporter);
    });
  }
}
