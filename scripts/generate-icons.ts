/**
 * The install icons, drawn from the brand mark (public/favicon.svg: the gold ball on bok green) with sharp:
 * `node --import tsx scripts/generate-icons.ts` writes public/icons/*.png. The PNGs are committed; run this again
 * only when the mark changes.
 *
 * - icon-192.png, icon-512.png: the mark as it is (rounded green square), `purpose: any`.
 * - maskable-512.png: full-bleed green with the ball inside the central 80 % safe zone, so a launcher's circle or
 *   squircle mask never cuts it (`purpose: maskable`).
 * - apple-touch-icon.png (180): iOS adds its own rounding, so a square without corners.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(__dirname, '..');
const out = path.join(root, 'public', 'icons');
const GREEN = '#00563f';

/** The ball and its seam from favicon.svg, without the rounded background square. */
const ball = readFileSync(path.join(root, 'public', 'favicon.svg'), 'utf8').replace(/<rect[^>]*\/>/, '');

function squareMark(scale: number): Buffer {
  // The 32-unit mark scaled about its centre; a plain green square behind it.
  const offset = (32 - 32 * scale) / 2;
  const inner = ball.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${GREEN}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${inner}</g></svg>`,
  );
}

async function main() {
  mkdirSync(out, { recursive: true });
  const favicon = readFileSync(path.join(root, 'public', 'favicon.svg'));
  for (const size of [192, 512]) {
    await sharp(favicon, { density: (72 * size) / 32 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toFile(path.join(out, `icon-${size}.png`));
  }
  // The ball spans ~22 of 32 units; at 0.7 it fits the maskable safe circle (80 % of the width).
  await sharp(squareMark(0.7), { density: (72 * 512) / 32 })
    .resize(512, 512)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, 'maskable-512.png'));
  await sharp(squareMark(0.85), { density: (72 * 180) / 32 })
    .resize(180, 180)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, 'apple-touch-icon.png'));
  console.log(`icons written to ${path.relative(root, out)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
