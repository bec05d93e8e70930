import type { SectionOf } from '../types.ts';
import { Inline } from '../../components/RichText.tsx';
import { Picture } from '../../components/Picture.tsx';
import { SmartLink } from '../../components/SmartLink.tsx';
import './banner.css';

/** A dated campaign: the schedule has already left it out of every build outside its dates. */
export function Banner({ section }: { section: SectionOf<'banner'> }) {
  return (
    <div className={`banner banner--${section.color}`}>
      <div className="banner-copy">
        <h2 className="banner-headline">{section.headline}</h2>
        {section.text ? (
          <p className="banner-text">
            <Inline text={section.text} />
          </p>
        ) : null}
        <SmartLink to={section.action.to} className="button banner-action">
          {section.action.label}
        </SmartLink>
      </div>
      {section.image ? <Picture image={section.image} className="banner-image" width={200} height={160} /> : null}
    </div>
  );
}
