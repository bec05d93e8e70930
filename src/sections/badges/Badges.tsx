import type { SectionOf } from '../types.ts';
import { Picture } from '../../components/Picture.tsx';
import '../section-heading.css';
import './badges.css';

export function Badges({ section }: { section: SectionOf<'badges'> }) {
  return (
    <div className="badges">
      {/* Hidden or not, the heading stays in the page so screen-reader users can find the row. */}
      <h2 className={section.showHeading ? 'section-heading' : 'visually-hidden'}>{section.heading}</h2>
      <ul className="badges-list">
        {section.badges.map((badge, index) => (
          <li key={index} className="badge">
            <Picture image={badge.image} className="badge-image" width={120} height={120} />
            <span className="badge-label">{badge.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
