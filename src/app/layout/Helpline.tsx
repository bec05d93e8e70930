import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { useSite } from '../../frame/site-context.tsx';
import { Inline } from '../../components/RichText.tsx';

/**
 * The support helpline, at the top of the page named in compliance.helpline.page (the Responsible
 * Gaming page): someone who opens that page because gaming has stopped being fun finds a number to
 * call before anything else. Its heading is not a heading element, so the page's h1 stays first.
 */
export function Helpline() {
  const { compliance } = useSite();
  const { pathname } = useLocation();
  const headingId = useId();
  const { helpline } = compliance;
  if (pathname !== helpline.page) return null;
  return (
    <aside className="helpline" aria-labelledby={headingId}>
      <div className="helpline-panel">
        <p id={headingId} className="helpline-heading">
          {helpline.heading}
        </p>
        <p className="helpline-text">
          <Inline text={helpline.text} />
        </p>
        <ul className="helpline-numbers">
          {helpline.numbers.map((number) => (
            <li key={number.number}>
              <a className="button button-secondary helpline-number" href={`tel:${number.number}`}>
                {number.display}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
