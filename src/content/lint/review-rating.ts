// review-rating-mismatch: a review shown with a perfect rating whose words complain ("I wish
// matchmaking were faster") reads as made up, and a visitor who notices stops trusting the rest.
// The rating is the one the page tells visitors: the stars image's alt text ("Rated 5 out of 5"),
// or its file name (stars-5.svg).
import type { Site } from '../site.generated.ts';
import type { Reporter } from './reporter.ts';
import { pagesOf } from './page-sections.ts';

/** Words that voice a complaint or a wish for something better (docs/lint-rules.md lists them). */
export const complaintWords: readonly RegExp[] = [
  /\bI wish\b|\bwish(es|ed)? (it|they|there|the|matchmaking|for)\b/i,
  /\bwould (like|love) (more|better|faster|fewer|less)\b/i,
  /\bcould be (better|faster|improved)\b/i,
  /\bneeds? (more|better|to improve|improvement)\b/i,
  /,\s*though\b|\bhowever\b/i,
  /\b(too )?slow(er)?\b|\blag(s|gy|ging)?\b|\bcrash(es|ed|ing)?\b|\bbugs?\b|\bglitch(es|y)?\b/i,
  /\bdisappoint(ed|ing)?\b|\bfrustrat(ed|ing)\b|\bannoying\b|\bnot (happy|good|great)\b/i,
];

interface Rating {
  stars: number;
  outOf: number;
}

function ratingOf(image: { src: string; alt?: string }): Rating | undefined {
  const fromAlt = /(\d+(?:\.\d+)?)\s*(?:out of|\/)\s*(\d+)/i.exec(image.alt ?? '');
  if (fromAlt) return { stars: Number(fromAlt[1]), outOf: Number(fromAlt[2]) };
  const fromFile = /stars?-(\d+)\.\w+$/i.exec(image.src);
  return fromFile ? { stars: Number(fromFile[1]), outOf: 5 } : undefined;
}

export function checkReviewRatings(site: Site, reporter: Reporter): void {
  for (const page of pagesOf(site)) {
    page.sections.forEach((section, index) => {
      if (section.type !== 'reviews') return;
      section.reviews.forEach((review, at) => {
        const rating = ratingOf(review.stars);
        if (!rating || rating.stars < rating.outOf) return;
        const complaint = complaintWords.map((word) => word.exec(review.text)?.[0]).find(Boolean);
        if (!complaint) return;
        reporter.report('review-rating-mismatch', {
          path: [...page.listPath, index, 'reviews', at, 'stars'],
          message: `${review.author}'s review is rated ${rating.stars} out of ${rating.outOf}, but its words complain ("${complaint.trim().replace(/^,\s*/, '')}"); a perfect rating on a complaint reads as made up.`,
          hint: 'show the rating the reviewer gave, e.g. stars: { src: /images/reviews/stars-4.svg, alt: Rated 4 out of 5 }',
        });
      });
    });
  }
}
