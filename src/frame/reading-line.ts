// Where the page's own content starts on screen: below the sticky header, as the page's CSS keeps
// it free (scroll-padding-top on <html>). Scrolling to a section, noting what is on screen and
// keeping the page still while the download bar moves all measure from this line.

/** The line, in px from the top of the screen, where the page's own content starts. */
export function readingLine(): number {
  return parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
}
