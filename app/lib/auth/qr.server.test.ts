import { decodeQR } from "@paulmillr/qr/decode.js";
import { describe, expect, it } from "vitest";
import { qrPicture } from "./qr.server";

/** Paints the path back into pixels (one per module) and reads it with the library's decoder. */
function decode(picture: ReturnType<typeof qrPicture>, scale = 4): string {
  const side = picture.size * scale;
  const data = new Uint8Array(side * side * 4).fill(255);
  for (const match of picture.path.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
    const [x = 0, y = 0, w = 0] = [1, 2, 3].map((group) => Number(match[group]));
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < w * scale; dx++) {
        const offset = ((y * scale + dy) * side + x * scale + dx) * 4;
        data.fill(0, offset, offset + 3);
      }
  }
  return decodeQR({ width: side, height: side, data });
}

describe("qrPicture", () => {
  it("draws a code that reads back as the enrolment URI", () => {
    const uri =
      "otpauth://totp/Rankwell:ada@example.com?algorithm=SHA1&digits=6&issuer=Rankwell&period=30&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    const picture = qrPicture(uri);
    expect(picture.size).toBeGreaterThan(21);
    expect(decode(picture)).toBe(uri);
  });
});
