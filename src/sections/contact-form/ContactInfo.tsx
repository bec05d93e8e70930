import { Fragment } from 'react';
import type { SectionOf } from '../types.ts';
import { MailIcon, PhoneIcon, PinIcon } from './icons.tsx';

type Info = SectionOf<'contactForm'>['info'];

/** The company's email, phone and office beside the form; email and phone open the visitor's app. */
export function ContactInfo({ info }: { info: Info }) {
  return (
    <div className="contact-card contact-info">
      <h2 className="contact-card-heading">{info.heading}</h2>
      <dl className="contact-info-list">
        <div className="contact-info-item">
          <dt>
            <MailIcon />
            {info.email.label}
          </dt>
          <dd>
            <a href={`mailto:${info.email.address}`}>{info.email.address}</a>
          </dd>
        </div>
        <div className="contact-info-item">
          <dt>
            <PhoneIcon />
            {info.phone.label}
          </dt>
          <dd>
            <a href={`tel:${info.phone.number}`}>{info.phone.display}</a>
          </dd>
        </div>
        <div className="contact-info-item">
          <dt>
            <PinIcon />
            {info.address.label}
          </dt>
          <dd>
            <address>
              {info.address.lines.map((line, index) => (
                <Fragment key={index}>
                  {index > 0 ? <br /> : null}
                  {line}
                </Fragment>
              ))}
            </address>
          </dd>
        </div>
      </dl>
    </div>
  );
}
