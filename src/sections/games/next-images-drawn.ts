/**
 * Holds a turn of the GAMES panels until the image each one turns to can be drawn: a panel draws its
 * next image one turn ahead, and over a slow link (or on a busy phone) that was not always long
 * enough, so the turn cross-faded to an empty frame. Nothing to wait for (every next image is
 * there, or failed to load and shows its alt text): undefined, and the turn comes on time.
 */
export function nextImagesDrawn(root: HTMLElement | null): Promise<unknown> | undefined {
  if (!root) return undefined;
  const loading = [...root.querySelectorAll('.games-frame')]
    .map((frame) => {
      const slots = [...frame.querySelectorAll('.games-image')];
      const active = slots.findIndex((slot) => slot.getAttribute('data-active') === 'true');
      return slots[(active + 1) % slots.length]?.querySelector('img');
    })
    .filter((image): image is HTMLImageElement => image !== null && image !== undefined && !image.complete);
  if (loading.length === 0) return undefined;
  return Promise.all(
    loading.map(
      (image) =>
        new Promise((settle) => {
          image.addEventListener('load', settle, { once: true });
          image.addEventListener('error', settle, { once: true });
        }),
    ),
  );
}
