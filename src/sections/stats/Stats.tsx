import type { SectionOf } from '../types.ts';
import '../section-heading.css';
import './stats.css';

export function Stats({ section }: { section: SectionOf<'stats'> }) {
  return (
    <div className="stats">
      {/* The figures speak for themselves on screen; the heading gives screen-reader and search
          users a heading to jump to. */}
      {section.heading ? <h2 className="visually-hidden">{section.heading}</h2> : null}
      {/* A plain list rather than <dl>: items such as "Your Skills = Real Money" are a slogan, not
          a term and its value, and a list reads each figure with its label in visual order. */}
      <ul className="stats-list">
        {section.items.map((item, index) => (
          <li key={index} className="stats-item">
            <span className="stats-value">{item.value}</span> <span className="stats-label">{item.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
