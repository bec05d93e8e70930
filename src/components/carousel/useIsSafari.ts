import { useEffect, useState } from 'react';

// Safari, and not Chrome or Android browsers, which also say "Safari" in their user agent.
const safari = /^((?!chrome|android).)*safari/i;

/**
 * True in Safari, where Swiper's coverflow slide shadows render badly. Read in an effect: the
 * server has no browser to ask, and the first browser render must match the prerendered page.
 */
export function useIsSafari(): boolean {
  const [isSafari, setIsSafari] = useState(false);
  useEffect(() => {
    setIsSafari(safari.test(navigator.userAgent));
  }, []);
  return isSafari;
}
