// The visual check reads its baselines itself (tests/e2e/looks.ts, readBaseline): what pngjs
// reads from the same file, brought to the palette, is what it must give.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { BASELINE_DIR, indexedPng, quantize, readBaseline } from '../e2e/looks';

/** What pngjs reads, each pixel as its palette index, as the check brings a page's picture to the palette. */
function throughPngjs(file: Buffer): { indexed: Uint8Array; width: number; height: number } {
  const { width, height, data } = PNG.sync.read(file);
  return { indexed: quantize(data, width * height), width, height };
}

type Picture = ReturnType<typeof readBaseline>;

/** Two pictures as their sizes and how many pixels differ (Vitest's deep equality is slow on 300,000 elements). */
function compared(actual: Picture, expected: Picture) {
  const differing = actual.indexed.reduce((count, index, pixel) => count + (index === expected.indexed[pixel] ? 0 : 1), 0);
  return { width: actual.width, height: actual.height, pixels: actual.indexed.length, differing };
}
const same = ({ width, height }: Picture) => ({ width, height, pixels: width * height, differing: 0 });

describe('the visual check’s baselines', () => {
  it('read back as written, every palette index and a width that is not a multiple of anything', () => {
    const [width, height] = [67, 9];
    const indexed = Uint8Array.from({ length: width * height }, (_, pixel) => (pixel * 7 + (pixel >> 5)) % 64);
    const written = { indexed, width, height };
    expect(compared(readBaseline(indexedPng(indexed, width, height)), written)).toEqual(same(written));
  });

  it('read as pngjs reads them, for a baseline of each width and mode', () => {
    const files = readdirSync(BASELINE_DIR, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.png'));
    const sample = ['1366/standard', '1366/elder', '360/standard', '360/elder'].map((folder) =>
      files.find((name) => name.startsWith(folder))!,
    );
    expect(sample.every(Boolean)).toBe(true);
    for (const name of sample) {
      const file = readFileSync(join(BASELINE_DIR, name));
      const expected = throughPngjs(file);
      expect(compared(readBaseline(file), expected), name).toEqual(same(expected));
    }
  });

  it('read by pngjs when another tool saved them (RGBA, filtered another way)', () => {
    const picture = new PNG({ width: 5, height: 3 });
    for (let at = 0; at < picture.data.length; at++) picture.data[at] = at % 4 === 3 ? 255 : (at * 37) % 256;
    const file = PNG.sync.write(picture, { filterType: 4 });
    const expected = throughPngjs(file);
    expect(compared(readBaseline(file), expected)).toEqual(same(expected));
  });

  it('read by pngjs when a tool kept the palette but filtered the rows another way', () => {
    const [width, height] = [9, 4];
    const indexed = Uint8Array.from({ length: width * height }, (_, pixel) => (pixel * 11) % 64);
    const written = indexedPng(indexed, width, height);
    // The same file with its rows stored unfiltered ("None"), as an image tool may save it.
    const idatAt = written.indexOf('IDAT', 0, 'latin1') - 4;
    const idatLength = written.readUInt32BE(idatAt);
    const rows = Buffer.alloc((width + 1) * height);
    for (let y = 0; y < height; y++) rows.set(indexed.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
    const data = deflateSync(rows);
    const idat = Buffer.alloc(12 + data.length);
    idat.writeUInt32BE(data.length, 0);
    idat.write('IDAT', 4, 'latin1');
    data.copy(idat, 8);
    idat.writeUInt32BE(crc32(idat.subarray(4, 8 + data.length)), 8 + data.length);
    const file = Buffer.concat([written.subarray(0, idatAt), idat, written.subarray(idatAt + 12 + idatLength)]);
    const expected = throughPngjs(file);
    expect(expected.indexed).toEqual(indexed);
    expect(compared(readBaseline(file), expected)).toEqual(same(expected));
  });
});
