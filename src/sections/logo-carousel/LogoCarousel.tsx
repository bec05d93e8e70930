import type { SectionOf } from '../types.ts';
import { Picture } from '../../components/Picture.tsx';
import { MultiCarousel } from '../../components/carousel/MultiCarousel.tsx';
import '../section-heading.css';
import './logo-carousel.css';

export function LogoCarousel({ section }: { section: SectionOf<'logoCarousel'> }) {
  return (
    <div className="logo-carousel">
      <h2 className="section-heading">{section.heading}</h2>
      <MultiCarousel
        scope={section.id}
        label={section.heading}
        responsive={section.responsive}
        autoplayMs={section.autoplayMs}
        className="logo-carousel-carousel"
      >
        {section.logos.map((logo, index) => (
          <div key={index} className="logo-carousel-tile">
            <Picture image={logo} className="logo-carousel-image" width={320} height={120} />
          </div>
        ))}
      </MultiCarousel>
    </div>
  );
}
