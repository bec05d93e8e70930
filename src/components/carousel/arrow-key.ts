/** The move an arrow key asks a carousel for: Left goes back, Right goes on; other keys, none. */
export function arrowKeyMove(key: string): 'previous' | 'next' | undefined {
  if (key === 'ArrowLeft') return 'previous';
  if (key === 'ArrowRight') return 'next';
  return undefined;
}
