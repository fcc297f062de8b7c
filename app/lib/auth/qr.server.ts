/**
 * The QR code of a TOTP enrolment, drawn on the server as one SVG path (dark modules as runs), so
 * the page needs no script and no data: URI. `@paulmillr/qr` is pure JavaScript without
 * dependencies and runs on Workers; only this server module imports it, so it never reaches a
 * browser bundle.
 */
import { encodeQR } from "@paulmillr/qr";
import type { QrPicture } from "./two-step";

export function qrPicture(text: string): QrPicture {
  const modules = encodeQR(text, "raw", { ecc: "medium", border: 4 });
  const runs: string[] = [];
  modules.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x++;
      runs.push(`M${start} ${y}h${x - start + 1}v1h-${x - start + 1}z`);
    }
  });
  return { size: modules.length, path: runs.join("") };
}
