// The answer to Send when the notices' own code could not be loaded (the connection dropped before
// it arrived): the same words, in a plain box where notices appear; it fades after a while (CSS)
// and lets taps through. It lives with the form, the one place a notice must never be lost.
let box: HTMLElement | undefined;

export function plainNotice(message: string): void {
  clearPlainNotice();
  box = document.createElement('div');
  box.className = 'notice-plain';
  box.setAttribute('role', 'alert');
  box.textContent = message;
  document.body.append(box);
}

/** Takes the plain box away: a later answer shown as a notice must not sit under an older one. */
export function clearPlainNotice(): void {
  box?.remove();
  box = undefined;
}
