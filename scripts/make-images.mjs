#!/usr/bin/env node
// Renders the committed raster images (favicon.ico, app icons, the 1200x630 social card)
// from SVG (the mark is public/favicon.svg, ADR 047). Run by hand after changing the artwork:
// `npx node scripts/make-images.mjs`.
// Uses sharp, which wrangler's dependencies already bring in; nothing at run time needs it.
import { readFileSync, writeFileSync } from "node:fs";
import sharp from "sharp";

const icon = readFileSync("public/favicon.svg");

async function png(svg, size) {
  return sharp(svg, { density: 512 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
}

/** An .ico holding PNG images (supported by every browser since IE Vista-era). */
function ico(images) {
  const header = Buffer.alloc(6 + images.length * 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, index) => {
    const entry = 6 + index * 16;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

const socialCard = `
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0a0c13"/><stop offset="1" stop-color="#2c2680"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <g transform="translate(80 80) scale(1.6)">${icon.toString().replace(/<\/?svg[^>]*>/g, "")}</g>
  <text x="200" y="155" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="bold" fill="#ffffff">Rankwell</text>
  <text x="80" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-size="58" font-weight="bold" fill="#ffffff">SEO tools, CRM integration</text>
  <text x="80" y="405" font-family="DejaVu Sans, Arial, sans-serif" font-size="58" font-weight="bold" fill="#cbc5ff">and Done-For-You marketing</text>
  <text x="80" y="520" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" fill="#e4e1ff">Free SEO audit in 60 seconds · No long-term contracts</text>
</svg>`;

const sizes = [16, 32, 48];
writeFileSync(
  "public/favicon.ico",
  ico(await Promise.all(sizes.map(async (size) => ({ size, data: await png(icon, size) })))),
);
writeFileSync("public/apple-touch-icon.png", await png(icon, 180));
writeFileSync("public/icon-192.png", await png(icon, 192));
writeFileSync("public/icon-512.png", await png(icon, 512));
writeFileSync(
  "public/images/og/rankwell-1200x630.png",
  await sharp(Buffer.from(socialCard)).png({ compressionLevel: 9 }).toBuffer(),
);
console.log("images written");
