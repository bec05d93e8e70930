import { useSite } from '../../frame/site-context.tsx';
import { SmartLink } from '../../components/SmartLink.tsx';
import { FooterLegal } from './FooterLegal.tsx';

function Copyright({ template }: { template: string }) {
  const [before, after] = template.split('{year}');
  if (after === undefined) return <>{template}</>;
  return (
    <>
      {before}
      {/* The year is the visitor's; the prerendered HTML has the build's, so the text may differ. */}
      <time suppressHydrationWarning>{new Date().getFullYear()}</time>
      {after}
    </>
  );
}

export function Footer() {
  const { brand, footer } = useSite();
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div className="footer-brand">
          <img src={brand.logo.src} alt={brand.logo.alt ?? brand.name} width={200} height={48} loading="lazy" />
          {footer.tagline ? <p>{footer.tagline}</p> : null}
        </div>
        {footer.columns.map((column) => (
          <nav key={column.heading} className="footer-column" aria-label={column.heading}>
            <h2>{column.heading}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <SmartLink to={link.to}>{link.label}</SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="footer-social">
          <h2>{footer.socialLabel}</h2>
          <ul>
            {footer.social.map((social) => (
              <li key={social.href}>
                <a href={social.href} target="_blank" rel="noopener noreferrer" className="social-link">
                  <img src={social.icon} alt="" width={24} height={24} loading="lazy" />
                  <span className="visually-hidden">
                    {social.label} {footer.newTabNote}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <FooterLegal />
      <p className="copyright wide-only">
        <Copyright template={footer.copyright} />
      </p>
    </footer>
  );
}
