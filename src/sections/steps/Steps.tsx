import type { SectionOf } from '../types.ts';
import { Inline } from '../../components/RichText.tsx';
import { DownloadButtons } from '../../components/DownloadButtons.tsx';
import '../section-heading.css';
import './steps.css';

export function Steps({ section }: { section: SectionOf<'steps'> }) {
  return (
    <div className="steps">
      <h2 className="section-heading">{section.heading}</h2>
      {section.intro ? (
        <p className="section-intro">
          <Inline text={section.intro} />
        </p>
      ) : null}
      <div className="steps-frame">
        <ol className="steps-list">
          {section.steps.map((step, index) => (
            <li key={index} className="step-card">
              {/* The <ol> already tells screen readers the position; the big figure is for eyes. */}
              <span className="step-number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="step-title">{step.title}</h3>
              <p className="step-text">
                <Inline text={step.text} />
              </p>
            </li>
          ))}
        </ol>
      </div>
      {section.downloads ? <DownloadButtons className="steps-downloads" /> : null}
    </div>
  );
}
