import type { SectionOf } from '../types.ts';
import { Inline } from '../../components/RichText.tsx';
import { Picture } from '../../components/Picture.tsx';
import '../section-heading.css';
import './features.css';

export function Features({ section }: { section: SectionOf<'features'> }) {
  return (
    <div className="features">
      <h2 className="section-heading">{section.heading}</h2>
      {section.intro ? (
        <p className="section-intro">
          <Inline text={section.intro} />
        </p>
      ) : null}
      {/* The grid's column count follows the space it has (a container query), not the screen,
          so the same tiles fit the home page and the narrower /about layout alike. */}
      <div className="features-frame">
        <ul className="features-grid">
          {section.tiles.map((tile, index) => (
            <li key={index} className={`feature-tile feature-tile--${tile.color}`}>
              <span className="feature-tile-icon">
                <Picture image={tile.icon} width={64} height={64} />
              </span>
              <h3 className="feature-tile-title">{tile.title}</h3>
              <p className="feature-tile-desc">
                <Inline text={tile.desc} />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
