import type { SectionOf } from '../types.ts';
import { Blocks } from '../../components/RichText.tsx';
import { Picture } from '../../components/Picture.tsx';
import '../section-heading.css';
import './about.css';

export function About({ section }: { section: SectionOf<'about'> }) {
  return (
    <div className="about">
      <h2 className="section-heading">{section.heading}</h2>
      <div className="about-panel">
        <div className="about-logo">
          <Picture image={section.logo} className="about-logo-image" width={64} height={64} />
        </div>
        <div className="about-body">
          <Blocks blocks={section.body} />
        </div>
      </div>
    </div>
  );
}
