import { useSite } from '../../frame/site-context.tsx';
import { AgeNotice, RiskDisclaimer } from '../../components/Disclosures.tsx';

/**
 * Who runs the site and where to complain, on every screen width (the IT Rules ask for the
 * grievance officer; a visitor on a phone must be able to see the legal entity), with the 18+
 * notice and the risk disclaimer.
 */
export function FooterLegal() {
  const { compliance } = useSite();
  const { company, grievanceOfficer } = compliance;
  return (
    <div className="footer-legal">
      <div className="footer-legal-notices">
        <AgeNotice />
        <RiskDisclaimer />
      </div>
      <p className="footer-legal-name">{company.legalName}</p>
      <dl className="footer-facts">
        <div className="footer-fact">
          <dt>{company.registrationLabel}</dt>
          <dd className="footer-registration">{company.registrationNumber}</dd>
        </div>
        <div className="footer-fact">
          <dt>{company.addressLabel}</dt>
          <dd>{company.registeredAddress}</dd>
        </div>
        <div className="footer-fact">
          <dt>{grievanceOfficer.label}</dt>
          <dd>{grievanceOfficer.name}</dd>
          <dd>
            <a href={`mailto:${grievanceOfficer.email}`}>{grievanceOfficer.email}</a>
          </dd>
        </div>
      </dl>
    </div>
  );
}
