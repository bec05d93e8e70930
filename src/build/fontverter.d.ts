// fontverter ships no types; this is the part of its API the build uses (see its README).
declare module 'fontverter' {
  type Format = 'sfnt' | 'truetype' | 'woff' | 'woff2';
  const fontverter: {
    convert(font: Buffer, toFormat: Format, fromFormat?: Format): Promise<Buffer>;
    detectFormat(font: Buffer): Exclude<Format, 'truetype'>;
  };
  export default fontverter;
}
