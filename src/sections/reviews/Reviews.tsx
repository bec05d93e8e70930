import type { SectionOf } from '../types.ts';
import type { Review } from '../../content/site.generated.ts';
import { Inline } from '../../components/RichText.tsx';
import { Picture } from '../../components/Picture.tsx';
import { MultiCarousel } from '../../components/carousel/MultiCarousel.tsx';
import '../section-heading.css';
import './reviews.css';

/** One testimonial. Nothing in it is focusable, so cards the carousel hides stay out of the tab order. */
function ReviewCard({ review }: { review: Review }) {
  return (
    <figure className="review-card" data-review-author={review.author}>
      <Picture image={review.stars} className="review-stars" width={120} height={24} />
      <blockquote className="review-text">
        <p>{review.text}</p>
      </blockquote>
      <figcaption className="review-author">
        <Picture image={review.avatar} className="review-avatar" width={48} height={48} />
        <span className="review-name">{review.author}</span>
      </figcaption>
    </figure>
  );
}

export function Reviews({ section }: { section: SectionOf<'reviews'> }) {
  return (
    <div className="reviews">
      <h2 className="section-heading">{section.heading}</h2>
      {section.intro ? (
        <p className="section-intro">
          <Inline text={section.intro} />
        </p>
      ) : null}
      <MultiCarousel
        scope={section.id}
        label={section.heading}
        responsive={section.responsive}
        autoplayMs={section.autoplayMs}
        keyBoardControl
        className="reviews-carousel"
      >
        {section.reviews.map((review, index) => (
          <ReviewCard key={index} review={review} />
        ))}
      </MultiCarousel>
    </div>
  );
}
