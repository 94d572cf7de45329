// Renders public/favicon.svg into public/favicon.ico (16, 32 and 48 px, each a
// PNG inside the ICO container) with the system Chromium. Run it after changing
// the SVG and commit both files:
//
//   node scripts/favicon.mjs
//
// Browsers that follow the page's <link rel="icon"> take the SVG; the ICO is
// for those that ask for /web/favicon.ico by name (and for old ones).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { locateExecutable } from './lib/system-packages.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SVG = join(ROOT, 'public/favicon.svg');
const ICO = join(ROOT, 'public/favicon.ico');
const SIZES = [16, 32, 48];

const executablePath =
  process.env.CHROME_PATH ?? locateExecutable(['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'], 'chromium');
if (!executablePath) throw new Error('No Chromium found: install the distribution package or set CHROME_PATH.');

/** An ICO file of PNG images: a 6-byte header, a 16-byte entry per image, then the images. */
function icoOf(pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length + 16 * pngs.length;
  const entries = pngs.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map(({ png }) => png)]);
}

const svg = readFileSync(SVG, 'utf8');
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const pngs = [];
  for (const size of SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    pngs.push({ size, png: await page.screenshot({ omitBackground: true }) });
    await page.close();
  }
  writeFileSync(ICO, icoOf(pngs));
  console.log(`wrote ${ICO} (${SIZES.join(', ')} px)`);
} finally {
  await browser.close();
}
