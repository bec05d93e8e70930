// Firefox ESR and Chromium for one worker, through Puppeteer. Firefox is started with its own
// WebDriver BiDi remote agent (no geckodriver, which Debian does not package); Chromium with the
// flags the Chromium suite uses.
import puppeteer, { type Browser } from 'puppeteer-core';
import { chromiumPath, launchFlags } from '../browser/chromium-path.ts';
import { firefoxPath } from './engines.ts';

export function launchFirefox(): Promise<Browser> {
  if (!firefoxPath) throw new Error('Firefox is not installed');
  return puppeteer.launch({
    browser: 'firefox',
    // The suite has its own connection to the site (network.ts) and reads no request through
    // Puppeteer: without its network events Firefox and the worker spend a tenth less CPU
    // (reading-place and contact specs, both widths: 74 and 74 against 82 and 80 core-seconds,
    // alternating).
    networkEnabled: false,
    executablePath: firefoxPath,
    headless: true,
    extraPrefsFirefox: {
      // Scrollbars that take no room, as on a phone and in the other engines here: the page is
      // laid out at the full width the test asks for.
      'widget.gtk.overlay-scrollbars.enabled': true,
    },
  });
}

export function launchChromium(): Promise<Browser> {
  if (!chromiumPath) throw new Error('Chromium is not installed');
  return puppeteer.launch({
    browser: 'chrome',
    executablePath: chromiumPath,
    // The headless shell is a headless browser of its own, with no --headless=new mode.
    headless: chromiumPath.includes('headless-shell') ? 'shell' : true,
    args: launchFlags,
  });
}
