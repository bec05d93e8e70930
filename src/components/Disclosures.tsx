import { useSite } from '../frame/site-context.tsx';

/**
 * The 18+ notice: a round badge and its sentence. Screen readers read the badge and the sentence
 * together, e.g. "18+ Only for players aged 18 and above."
 */
export function AgeNotice({ className = '' }: { className?: string }) {
  const { compliance } = useSite();
  return (
    <p className={`age-notice ${className}`}>
      <span className="age-badge">{compliance.ageNotice.badge}</span> <span>{compliance.ageNotice.text}</span>
    </p>
  );
}

/** The advertising code's risk statement for real-money games. */
export function RiskDisclaimer({ className = '' }: { className?: string }) {
  const { compliance } = useSite();
  return <p className={`risk-disclaimer ${className}`}>{compliance.riskDisclaimer}</p>;
}

/**
 * What must stand beside every download button: the 18+ notice and the risk disclaimer. It sits in
 * the same block as the buttons, so wherever the buttons are shown, it is shown.
 */
export function DownloadDisclosure() {
  return (
    <div className="download-disclosure">
      <AgeNotice />
      <RiskDisclaimer />
    </div>
  );
}
