// The parts of a page away from the screen are laid out only when they come near (content-visibility
// in global.css), each holding a guessed height until then. Once the visitor scrolls, the page's
// heights must stay put: a place left and come Back to, or noted for a reload, is a number of pixels
// from the top, and it would mean another place if the guessed heights above it later became real
// ones. So at the first scroll the whole page is laid out, once (html.whole-page, the class
// src/app/whole-page.ts sets before the site's own scrolling). As a script in the head it holds
// from the first moment, before the site's JavaScript has arrived; the CSP allows it by its hash.
import { wholePageClass } from '../app/whole-page.ts';

export const wholePageScript = `addEventListener("scroll",function(){document.documentElement.classList.add(${JSON.stringify(wholePageClass)})},{once:true,passive:true})`;
