/**
 * The QR code of a TOTP enrolment as GoTrue returns it: SVG markup (not a data URI; auth-js
 * prefixes `data:image/svg+xml;utf-8,` itself), error correction level H, 3 px per module.
 * Colours are named, never `#…`, because the markup ends up unescaped in a data URI.
 */
import { encodeQR } from "@paulmillr/qr";

const MODULE_PX = 3;

export function qrSvg(text: string): string {
  const modules = encodeQR(text, "raw", { ecc: "high", border: 4 });
  const size = modules.length * MODULE_PX;
  // One rectangle per horizontal run of dark modules keeps the markup small.
  const runs: string[] = [];
  modules.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x++;
      const width = (x - start + 1) * MODULE_PX;
      runs.push(`M${start * MODULE_PX} ${y * MODULE_PX}h${width}v${MODULE_PX}h-${width}z`);
    }
  });
  return (
    `<?xml version="1.0"?>\n` +
    `<svg width="${size}" height="${size}" xmlns="http://www.w3.org/2000/svg">` +
    `<rect width="${size}" height="${size}" style="fill:white"/>` +
    `<path d="${runs.join("")}" style="fill:black"/></svg>\n`
  );
}
