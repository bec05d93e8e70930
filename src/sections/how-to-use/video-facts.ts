// The schema admits only .mp4 and .webm, so the extension is enough to tell the browser whether
// it can play a file before it downloads any of it.
export function videoType(path: string): string {
  return path.toLowerCase().endsWith('.webm') ? 'video/webm' : 'video/mp4';
}

/** A length as video players write it: 30 -> "0:30", 95 -> "1:35". */
export function videoLength(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
