/**
 * Marks a <noscript> whose HTML the page needs even when its code could not be loaded (a dropped
 * connection on a phone): the head script writes it into the page then, as the browser does with
 * JavaScript off (src/build/defer-scripts.ts). While the code runs, the component renders it.
 */
export const ifScriptsFailAttribute = 'data-if-scripts-fail';
