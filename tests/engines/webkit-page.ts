// An EnginePage on Selenium's WebDriver client, for WebKitGTK's WebKitWebDriver (WebDriver
// classic: Debian's WebKitGTK 2.50 refuses a BiDi session). The driver serves one session at a
// time, so a worker keeps its session and each test leaves it as it found it: no storage, no
// cookies, a blank page (see reset below).
import { writeFile } from 'node:fs/promises';
import { Key as SeleniumKey, Origin, WebElement, type WebDriver } from 'selenium-webdriver';
import type { EnginePage, Key, Target } from './engine-page.ts';
import type { WebKitSession } from './webkit-driver.ts';

class WebKitTarget implements Target {
  constructor(
    readonly description: string,
    readonly element: WebElement,
  ) {}
}

function elementOf(target: Target): WebElement {
  if (!(target instanceof WebKitTarget)) throw new Error(`${target.description} was not found by this page`);
  return target.element;
}

const keys: Record<Key, string[]> = {
  Tab: [SeleniumKey.TAB],
  'Shift+Tab': [SeleniumKey.SHIFT, SeleniumKey.TAB],
  Escape: [SeleniumKey.ESCAPE],
  Enter: [SeleniumKey.ENTER],
  End: [SeleniumKey.END],
  Home: [SeleniumKey.HOME],
};

/** A function sent to the page as a script's body (WebDriver awaits a promise it returns). */
const asScript = (fn: (...args: never[]) => unknown) => `return (${fn.toString()}).apply(null, arguments);`;

export function webkitPage(session: WebKitSession, baseURL: string, width: number, height: number): EnginePage {
  const { driver } = session;
  const page: EnginePage = {
    engine: 'webkit',
    width,
    height,
    async resize(newWidth, newHeight) {
      await session.resize(newWidth, newHeight);
      [page.width, page.height] = [newWidth, newHeight];
    },
    async goto(path) {
      await driver.get(baseURL + path);
    },
    async leave() {
      await driver.get('about:blank');
    },
    evaluate: (fn, ...args) => driver.executeScript(asScript(fn), ...args),
    evaluateOn: (target, fn, ...args) => driver.executeScript(asScript(fn), elementOf(target), ...args),
    async query(description, fn, ...args) {
      const found: unknown = await driver.executeScript(asScript(fn), ...args);
      return found instanceof WebElement ? new WebKitTarget(description, found) : null;
    },
    async click(target) {
      const element = elementOf(target);
      try {
        await element.click();
      } catch (error) {
        // WebKitWebDriver calls a notice's close button, fixed at a 360 px phone's right edge, not
        // interactable, where a finger taps it: then the pointer goes to its middle and clicks there.
        if (!(error instanceof Error) || error.name !== 'ElementNotInteractableError') throw error;
        const [x, y] = await driver.executeScript<[number, number]>(
          'const box = arguments[0].getBoundingClientRect(); return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];',
          element,
        );
        await driver.actions({ async: true }).move({ x, y, origin: Origin.VIEWPORT }).click().perform();
      }
    },
    type: (target, text) => elementOf(target).sendKeys(text),
    async press(key) {
      const [first, ...rest] = keys[key];
      const actions = driver.actions({ async: true });
      if (rest.length === 0) return actions.sendKeys(first).perform();
      await actions
        .keyDown(first)
        .sendKeys(...rest)
        .keyUp(first)
        .perform();
    },
    back: () => driver.navigate().back(),
    async screenshot(file) {
      await writeFile(file, await driver.takeScreenshot(), 'base64');
    },
  };
  return page;
}

/** What a test leaves behind, taken away: the site's storage and cookies, and the page itself. */
export async function resetSession(driver: WebDriver, baseURL: string): Promise<void> {
  const url = await driver.getCurrentUrl();
  if (url.startsWith(baseURL)) {
    await driver.executeScript('localStorage.clear(); sessionStorage.clear();');
    await driver.manage().deleteAllCookies();
  }
  await driver.get('about:blank');
}
