import type { SectionOf } from '../types.ts';
import { Inline } from '../../components/RichText.tsx';
import { Picture } from '../../components/Picture.tsx';
import { SmartLink } from '../../components/SmartLink.tsx';
import './page-header.css';

export function PageHeader({ section }: { section: SectionOf<'pageHeader'> }) {
  return (
    <div className={`page-header${section.image ? ' page-header-with-image' : ''}`}>
      <div className="page-header-copy">
        <h1>{section.title}</h1>
        {section.heading ? <h2 className="page-header-heading">{section.heading}</h2> : null}
        {section.intro ? (
          <p className="page-header-intro">
            <Inline text={section.intro} />
          </p>
        ) : null}
        {section.actions?.length ? (
          <p className="page-header-actions">
            {section.actions.map((action, index) => (
              <SmartLink key={action.to} to={action.to} className={`button ${index === 0 ? 'button-primary' : 'button-secondary'}`}>
                {action.label}
              </SmartLink>
            ))}
          </p>
        ) : null}
      </div>
      {section.image ? <Picture image={section.image} className="page-header-image" priority width={320} height={240} /> : null}
    </div>
  );
}
