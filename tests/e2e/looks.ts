// The visual check: a page's viewport compared with a committed picture of how it
// looked (tests/e2e/looks/<name>.png) within a tolerance, with pixelmatch. Both
// sides are reduced to one fixed palette first, so a baseline is a small indexed
// PNG and a stray shade of anti-aliasing does not count. On a difference the page's
// picture and a diff image go to reports/looks/. `E2E_UPDATE_BASELINES=1`
// (`npm run e2e -- --prod --update-baselines`) writes the pictures as the new
// baselines instead (docs/browser-tests.md, "The visual check").
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { crc32, deflateSync, inflateSync } from 'node:zlib';
import pixelmatch from 'pixelmatch';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { PORTAL_READY_ATTRIBUTE } from '../../src/app/prerender/document';

export const BASELINE_DIR = resolve(import.meta.dirname, 'looks');
const REPORT_DIR = resolve(import.meta.dirname, '../../reports/looks');
export const UPDATE_BASELINES = process.env.E2E_UPDATE_BASELINES === '1';

/**
 * The time the pages see (dates shown, "今天", a default month): a fixed moment,
 * so a baseline does not age. The timers still run.
 */
export const FROZEN_NOW = new Date('2026-06-15T10:00:00+08:00');

/** What differs from run to run by design: the slider's drawn picture and the QR codes. */
const VOLATILE = ['.slider-captcha__image', '.ant-qrcode'];

/**
 * A pixel counts as different when pixelmatch's colour distance is above this
 * (0–1) after the palette; a page differs when more than `MOST_CHANGED` of its
 * pixels do. A shifted top bar, a page without its style sheet or a table past the
 * edge change far more; a caret or a font hinting change far less.
 */
const PIXEL_THRESHOLD = 0.1;
const MOST_CHANGED = 0.003;
/**
 * A phone's scrollbar is an overlay that shows while the page moves and fades after: at the
 * narrow widths the last columns of the picture (8 CSS px, 4 of the half-size picture) are left
 * out of the comparison, on both sides.
 */
const PHONE_WIDTH = 768 / 2;
const OVERLAY_SCROLLBAR_COLUMNS = 4;

/** Paints the overlay scrollbar's columns of a phone's picture one colour, so they never differ. */
function withoutOverlayScrollbar(rgba: Uint8Array, width: number, height: number): Uint8Array {
  if (width > PHONE_WIDTH) return rgba;
  for (let y = 0; y < height; y += 1) rgba.fill(0, (y * width + width - OVERLAY_SCROLLBAR_COLUMNS) * 4, (y + 1) * width * 4);
  return rgba;
}

/**
 * The palette: 4 levels per channel (64 colours). Each pixel takes the nearest
 * level per channel, so a palette colour maps to itself and a baseline read back
 * compares as written.
 */
const LEVELS = [0, 85, 170, 255] as const;
/** The colour of a palette index: red, green and blue levels in its bits 5–4, 3–2 and 1–0. */
const colourOf = (index: number) => [LEVELS[(index >> 4) & 3], LEVELS[(index >> 2) & 3], LEVELS[index & 3]] as [number, number, number];
const levelOf = (value: number) => Math.min(3, Math.round(value / 85));
/** The palette index nearest a colour: each channel to its nearest level. */
const paletteIndex = (red: number, green: number, blue: number) => (levelOf(red) << 4) | (levelOf(green) << 2) | levelOf(blue);

/** The palette index of every pixel of a picture: each channel to its nearest level. */
export function quantize(rgba: Uint8Array, pixels: number): Uint8Array {
  const indexed = new Uint8Array(pixels);
  for (let pixel = 0; pixel < pixels; pixel++) {
    const at = pixel * 4;
    indexed[pixel] = paletteIndex(rgba[at] ?? 0, rgba[at + 1] ?? 0, rgba[at + 2] ?? 0);
  }
  return indexed;
}

/** The palette's colours as RGBA, by index. */
const PALETTE_RGBA = Uint8Array.from({ length: 64 * 4 }, (_, at) => (at % 4 === 3 ? 255 : colourOf(at >> 2)[at % 4]!));

function toRgba(indexed: Uint8Array): Uint8Array {
  const rgba = new Uint8Array(indexed.length * 4);
  for (let pixel = 0; pixel < indexed.length; pixel++) {
    const colour = (indexed[pixel] ?? 0) * 4;
    rgba.set(PALETTE_RGBA.subarray(colour, colour + 4), pixel * 4);
  }
  return rgba;
}

/** How many pixels have another palette index (the overlay scrollbar's columns of a phone's picture left out). */
function differentIndices(expected: Uint8Array, actual: Uint8Array, width: number): number {
  const compared = width > PHONE_WIDTH ? width : width - OVERLAY_SCROLLBAR_COLUMNS;
  let different = 0;
  for (let pixel = 0; pixel < actual.length; pixel++) if (pixel % width < compared && expected[pixel] !== actual[pixel]) different++;
  return different;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, check]);
}

/** An indexed (colour type 3, 8-bit) PNG of the palette's indices; pngjs reads these but writes none. */
export function indexedPng(indexed: Uint8Array, width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8);
  const palette = Buffer.alloc(64 * 3);
  for (let index = 0; index < 64; index++) palette.set(colourOf(index), index * 3);
  // Each row with filter "Up" (the difference to the row above): long runs of zeros deflate well.
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    rows[y * (width + 1)] = 2;
    for (let x = 0; x < width; x++) {
      const here = indexed[y * width + x] ?? 0;
      const above = y > 0 ? (indexed[(y - 1) * width + x] ?? 0) : 0;
      rows[y * (width + 1) + 1 + x] = (here - above) & 0xff;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', palette),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
}

/**
 * A baseline's palette indices. One `indexedPng` wrote (8-bit, palette, not interlaced, every
 * row filtered "Up") is inflated and un-filtered here, without the RGBA pngjs makes of it
 * first (a 683 × 450 baseline: 5–8 ms against pngjs's 16–18); any other PNG (one an image
 * tool saved again) is read by pngjs.
 */
export function readBaseline(file: Buffer): { indexed: Uint8Array; width: number; height: number } {
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at + 8 <= file.length; at += 12 + file.readUInt32BE(at)) {
    chunks.push({ type: file.toString('latin1', at + 4, at + 8), data: file.subarray(at + 8, at + 8 + file.readUInt32BE(at)) });
  }
  const header = chunks.find((chunk) => chunk.type === 'IHDR')?.data;
  const palette = chunks.find((chunk) => chunk.type === 'PLTE')?.data;
  const [width, height] = header ? [header.readUInt32BE(0), header.readUInt32BE(4)] : [0, 0];
  const rows =
    header?.[8] === 8 && header[9] === 3 && header[12] === 0 && palette
      ? inflateSync(Buffer.concat(chunks.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data)))
      : undefined;
  const filteredUp =
    rows?.length === (width + 1) * height &&
    Array.from({ length: height }, (_, y) => rows[y * (width + 1)]).every((filter) => filter === 2);
  if (!rows || !palette || !filteredUp) {
    const picture = PNG.sync.read(file);
    return { indexed: quantize(picture.data, picture.width * picture.height), width: picture.width, height: picture.height };
  }
  // The file's palette entries as ours (the same when indexedPng wrote it).
  const ours = Uint8Array.from({ length: palette.length / 3 }, (_, entry) =>
    paletteIndex(palette[entry * 3]!, palette[entry * 3 + 1]!, palette[entry * 3 + 2]!),
  );
  const entries = new Uint8Array(width * height);
  const indexed = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * width + x;
      entries[at] = (rows[y * (width + 1) + 1 + x]! + (y > 0 ? entries[at - width]! : 0)) & 0xff;
      indexed[at] = ours[entries[at]!] ?? 0;
    }
  }
  return { indexed, width, height };
}

/** The baseline's name of a route's look, e.g. `1366/elder/person_center_main`. */
export function lookName(width: number, mode: 'standard' | 'elder', persona: string | undefined, path: string): string {
  return `${width}/${mode}/${persona ?? 'public'}${path.replaceAll('/', '_')}`;
}

/**
 * Readies the page for its picture and says what to mask: the caret hidden, finite animations
 * run to their end and endless ones stopped until `afterPicture` (as Playwright's screenshot
 * does), the scroll position and the volatile parts' boxes in CSS px. Evaluated in the page.
 */
function beforePicture(volatile: string[]): {
  x: number;
  y: number;
  masks: { left: number; top: number; right: number; bottom: number }[];
} {
  const style = document.createElement('style');
  style.id = 'look-picture';
  style.textContent = '* { caret-color: transparent !important; }';
  document.head.append(style);
  const stopped: Animation[] = [];
  for (const animation of document.getAnimations()) {
    if (animation.effect?.getTiming().iterations === Infinity) {
      animation.cancel();
      stopped.push(animation);
    } else {
      animation.finish();
    }
  }
  (window as unknown as { lookStopped?: Animation[] }).lookStopped = stopped;
  const masks = [...document.querySelectorAll(volatile.join(','))]
    .map((element) => element.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0)
    .map(({ left, top, right, bottom }) => ({ left, top, right, bottom }));
  return { x: window.scrollX, y: window.scrollY, masks };
}

/** Undoes `beforePicture`. Evaluated in the page. */
function afterPicture(): void {
  document.getElementById('look-picture')?.remove();
  for (const animation of (window as unknown as { lookStopped?: Animation[] }).lookStopped ?? []) animation.play();
}

/** The palette index the volatile parts are painted with: mid grey. */
const MASK_INDEX = paletteIndex(128, 128, 128);

/**
 * The viewport as it is once fonts are in and the page is ready, drawn by Chromium at half its
 * size (`Page.captureScreenshot` with `clip.scale`: a quarter of the pixels to encode, send and
 * decode), each pixel on the palette, the volatile parts masked.
 */
async function viewportPicture(page: Page): Promise<{ indexed: Uint8Array; width: number; height: number }> {
  await page.waitForSelector(`html[${PORTAL_READY_ATTRIBUTE}]`, { state: 'attached' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // The pointer off the page: no hover styles where the last click was.
  await page.mouse.move(0, 0);
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('the visual check needs a page with a fixed viewport');
  const devtools = await page.context().newCDPSession(page);
  try {
    // Scrollbars shown, as a desktop browser shows them: a full-page screenshot (the walks' named
    // ones) hides them in Chromium and leaves them hidden, and the width they take moves the page.
    await devtools.send('Emulation.setScrollbarsHidden', { hidden: false });
    const { x, y, masks } = await page.evaluate(beforePicture, VOLATILE);
    const shot = await devtools
      .send('Page.captureScreenshot', { format: 'png', clip: { x, y, ...viewport, scale: 1 / 2 } })
      .finally(() => page.evaluate(afterPicture));
    const { width, height, data } = PNG.sync.read(Buffer.from(shot.data, 'base64'));
    const indexed = quantize(data, width * height);
    for (const { left, top, right, bottom } of masks) {
      const [fromX, toX] = [Math.max(0, Math.floor(left / 2)), Math.min(width, Math.ceil(right / 2))];
      for (let row = Math.max(0, Math.floor(top / 2)); row < Math.min(height, Math.ceil(bottom / 2)); row++)
        indexed.fill(MASK_INDEX, row * width + fromX, row * width + Math.max(fromX, toX));
    }
    return { indexed, width, height };
  } finally {
    await devtools.detach();
  }
}

/**
 * Compares the page's viewport with the baseline `name` (e.g. `1366/elder/person_center_main`).
 * Returns undefined when it matches (or when baselines are being written), else what differs,
 * with the pictures left in reports/looks/.
 */
export async function lookDifference(page: Page, name: string): Promise<string | undefined> {
  const { indexed, width, height } = await viewportPicture(page);
  const baselineFile = resolve(BASELINE_DIR, `${name}.png`);
  if (UPDATE_BASELINES) {
    mkdirSync(dirname(baselineFile), { recursive: true });
    writeFileSync(baselineFile, indexedPng(indexed, width, height));
    return undefined;
  }
  const reportFile = (kind: string) => {
    const file = resolve(REPORT_DIR, `${name}.${kind}.png`);
    mkdirSync(dirname(file), { recursive: true });
    return file;
  };
  if (!existsSync(baselineFile)) {
    writeFileSync(reportFile('actual'), indexedPng(indexed, width, height));
    return `${name}: no baseline (tests/e2e/looks/${name}.png); accept the page as it is with --update-baselines`;
  }
  const baseline = readBaseline(readFileSync(baselineFile));
  if (baseline.width !== width || baseline.height !== height) {
    writeFileSync(reportFile('actual'), indexedPng(indexed, width, height));
    return `${name}: the page's picture is ${width}×${height}, its baseline ${baseline.width}×${baseline.height}`;
  }
  const expectedIndices = baseline.indexed;
  // pixelmatch counts only pixels whose colours differ: with no more indices different, it cannot find more.
  if (differentIndices(expectedIndices, indexed, width) <= MOST_CHANGED * width * height) return undefined;
  const diff = new PNG({ width, height });
  const expected = withoutOverlayScrollbar(toRgba(expectedIndices), width, height);
  const actual = withoutOverlayScrollbar(toRgba(indexed), width, height);
  const changed = pixelmatch(expected, actual, diff.data, width, height, { threshold: PIXEL_THRESHOLD });
  if (changed <= MOST_CHANGED * width * height) return undefined;
  writeFileSync(reportFile('actual'), indexedPng(indexed, width, height));
  writeFileSync(reportFile('diff'), PNG.sync.write(diff));
  return `${name}: ${changed} pixels (${((changed / (width * height)) * 100).toFixed(2)} %) differ from the baseline, more than ${MOST_CHANGED * 100} %; see reports/looks/${name}.diff.png`;
}
