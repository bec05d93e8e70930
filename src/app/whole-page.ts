// The parts of a page away from the screen are laid out only when they come near (content-visibility
// in global.css): until then each holds a guessed height. A scroll to a place further down (a
// section link, Back to where the visitor was, a reload, the other language's page) needs the real
// heights of everything above that place, so before one the whole page is laid out, once, and stays
// so for the rest of the document's life. The head script of src/build/whole-page-script.ts sets the
// same class at the visitor's first scroll.
export const wholePageClass = 'whole-page';

export function layOutWholePage(): void {
  document.documentElement.classList.add(wholePageClass);
}
