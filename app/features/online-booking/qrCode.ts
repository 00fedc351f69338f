/**
 * The QR code of a public address, drawn by `qrcode` (loaded on demand: only the share panel needs
 * it). Always dark on white whatever the theme, with a quiet zone, as scanners expect.
 */
const colours = { dark: '#000000', light: '#ffffff' } as const;

/** An SVG image (as a `data:` URL) that scales to any size on screen and on paper. */
export async function qrSvgDataUrl(text: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: colours });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A PNG (as a `data:` URL) large enough to print on a poster or a counter card. */
export async function qrPngDataUrl(text: string, width = 1024): Promise<string> {
  const { toDataURL } = await import('qrcode');
  return toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width, color: colours });
}
