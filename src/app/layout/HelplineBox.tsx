import { useId } from 'react';
import { useSite } from '../site-context.tsx';
import { Inline } from '../../components/RichText.tsx';

/** The helpline box (see Helpline.tsx). Its heading is not a heading element, so the page's h1 stays first. */
export function HelplineBox() {
  const { compliance } = useSite();
  const headingId = useId();
  const { helpline } = compliance;
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
