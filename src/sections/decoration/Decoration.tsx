import type { SectionOf } from '../types.ts';
import { Picture } from '../../components/Picture.tsx';
import './decoration.css';

/** A decorative band; it carries no content, so it is hidden from assistive technology. */
export function Decoration({ section }: { section: SectionOf<'decoration'> }) {
  return (
    <div className="decoration" aria-hidden="true">
      <Picture image={{ ...section.image, decorative: true }} className="decoration-image" width={1440} height={120} />
    </div>
  );
}
