import type { SectionOf } from '../types.ts';
import { Blocks } from '../../components/RichText.tsx';
import { ShieldIcon } from './icons.tsx';

type Privacy = SectionOf<'contactForm'>['privacy'];

/** What happens to the data sent with the form, next to the form (DPDP Act notice at collection). */
export function PrivacyNotice({ privacy }: { privacy: Privacy }) {
  return (
    <div className="contact-card contact-privacy">
      <h2 className="contact-card-heading">
        <ShieldIcon />
        {privacy.heading}
      </h2>
      <div className="contact-privacy-body">
        <Blocks blocks={privacy.body} />
      </div>
    </div>
  );
}
