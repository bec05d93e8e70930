// The engines the cross-engine suite drives, and where Debian puts them. Firefox ESR and WebKitGTK
// are what a visitor's Firefox and iPhone (Safari is WebKit) draw the site with; Chromium has its
// own, fuller suite (tests/browser), and is here only for the newcomer's screenshots and for the
// tests that must hold in every engine.
//
// Locally a missing engine is skipped with a notice; under CI=true it is an error (.ci/run installs
// firefox-esr, webkit2gtk-driver and xvfb).
import { existsSync } from 'node:fs';
import { chromiumPath } from '../browser/chromium-path.ts';

export type EngineName = 'chromium' | 'firefox' | 'webkit';

const firstFound = (...candidates: (string | undefined)[]) =>
  candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));

/** Firefox ESR, driven over WebDriver BiDi (its own remote agent: no geckodriver needed). */
export const firefoxPath = firstFound(process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox');

/** WebKitGTK's WebDriver service (webkit2gtk-driver), which starts its MiniBrowser. */
export const webkitDriverPath = firstFound(process.env.WEBKIT_DRIVER_PATH, '/usr/bin/WebKitWebDriver');

/** The X server WebKitGTK draws into: MiniBrowser has no headless mode. */
export const xvfbPath = firstFound('/usr/bin/Xvfb');

/** What is missing for an engine to run here, or undefined when it can. */
export function missingFor(engine: EngineName): string | undefined {
  if (engine === 'chromium') return chromiumPath ? undefined : 'Chromium (apt-get install -y chromium-headless-shell)';
  if (engine === 'firefox') return firefoxPath ? undefined : 'Firefox ESR (apt-get install -y firefox-esr)';
  if (!webkitDriverPath) return 'WebKitWebDriver (apt-get install -y webkit2gtk-driver)';
  if (!process.env.DISPLAY && !xvfbPath) return 'an X display for WebKitGTK (apt-get install -y xvfb)';
  return undefined;
}

/** The engines npm test runs this suite in: Chromium's behaviour is tested by tests/browser. */
export const suiteEngines: EngineName[] = ['firefox', 'webkit'];
