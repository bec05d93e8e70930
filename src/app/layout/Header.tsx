import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSite } from '../../frame/site-context.tsx';
import { SmartLink } from '../../components/SmartLink.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

/**
 * Logo and navigation. Below the mobile breakpoint the links collapse behind a toggle (CSS decides
 * which is visible, so the prerendered page is right at every width); the menu closes on
 * navigation, on Escape, and when focus or a tap goes outside the navigation (Tab past the last
 * link must not leave the open panel covering what is focused next: WCAG 2.4.11).
 */
export function Header() {
  const { brand, navigation, locale } = useSite();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const menuId = useId();

  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    const outside = (event: Event) => {
      if (event.target instanceof Node && !navRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', outside);
    document.addEventListener('pointerdown', outside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('pointerdown', outside);
    };
  }, [open]);

  return (
    <header className="site-header">
      <nav ref={navRef} className="navbar" aria-label={navigation.label}>
        <Link to={locale.prefix || '/'} className="brand-link" aria-label={brand.homeLabel ?? brand.name}>
          <img src={brand.logo.src} alt={brand.homeLabel ? '' : (brand.logo.alt ?? brand.name)} width={200} height={48} />
        </Link>
        {/* The switch stands where the eye and Tab both find it: on a phone beside the menu button,
            before it; on a wide screen after the links. CSS shows one of the two, and the hidden one
            (display: none) is out of the tab order and the accessibility tree. */}
        <LanguageSwitch className="language-switch language-switch-phone" />
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={navigation.menuLabel}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="menu-toggle-bars" aria-hidden="true" />
        </button>
        <ul id={menuId} className="nav-links" data-open={open}>
          {navigation.items.map((item) => (
            <li key={`${item.to}-${item.label}`}>
              <SmartLink to={item.to} className="nav-link" onClick={() => setOpen(false)}>
                {item.label}
              </SmartLink>
            </li>
          ))}
        </ul>
        <LanguageSwitch className="language-switch language-switch-wide" />
      </nav>
      {!locale.prefix && locale.alternate && navigation.language ? (
        // The offer of the Hindi page: written in by the prerender and shown or not by a head script
        // before the first paint (scripts/language-suggestion.ts says why). React keeps it as it is.
        <div className="language-suggestion-slot" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
      ) : null}
    </header>
  );
}
