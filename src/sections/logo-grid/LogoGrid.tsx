import type { SectionOf } from '../types.ts';
import { Inline } from '../../components/RichText.tsx';
import { Picture } from '../../components/Picture.tsx';
import '../section-heading.css';
import './logo-grid.css';

export function LogoGrid({ section }: { section: SectionOf<'logoGrid'> }) {
  return (
    <div className="logo-grid">
      <h2 className="section-heading">{section.heading}</h2>
      {section.intro ? (
        <p className="section-intro">
          <Inline text={section.intro} />
        </p>
      ) : null}
      <ul className="logo-grid-list">
        {section.logos.map((logo, index) => (
          <li key={index} className="logo-grid-item">
            <Picture image={logo} className="logo-grid-image" width={200} height={80} />
          </li>
        ))}
      </ul>
    </div>
  );
}
