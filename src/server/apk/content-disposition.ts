// "attachment" with the file name visitors save, plain for ASCII names and with an RFC 6266
// filename* for anything else (a version or name in another script).
export function attachment(fileName: string): string {
  if (/^[\x20-\x7E]*$/.test(fileName) && !/["\\]/.test(fileName)) return `attachment; filename="${fileName}"`;
  const fallback = fileName.replace(/[^\x20-\x7E]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
