// The slider puzzle (`x-puzzle`): each issue draws a landscape with a
// jigsaw-shaped gap at a random place, and the piece cut from it; a release is
// checked against the gap's offset within the declared tolerance, once.
import { randomInt } from 'node:crypto';
import { freshId } from './ids';
import { blankPicture, pngDataUrl, type Picture } from './png';

type Rgb = readonly [number, number, number];

interface Gap {
  readonly x: number;
  readonly expiresAt: number;
  /** Checked once already: a puzzle never passes a second time. */
  spent: boolean;
}

/** What one issue answers: the pictures, where the piece sits, and the offset that solves it. */
export interface DrawnPuzzle {
  readonly id: string;
  readonly picture: string;
  readonly piece: string;
  readonly pieceY: number;
  readonly x: number;
}

/** The piece's outline in a size × size square: a square with a knob on top and one on the right. */
function pieceMask(size: number): boolean[] {
  const unit = size / 50;
  const square = { left: 3 * unit, right: 41 * unit, top: 9 * unit, bottom: 47 * unit };
  const knob = 7 * unit;
  const mask: boolean[] = [];
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const inSquare = x >= square.left && x < square.right && y >= square.top && y < square.bottom;
      const topKnob = (x - 22 * unit) ** 2 + (y - square.top) ** 2 <= knob ** 2;
      const rightKnob = (x - square.right) ** 2 + (y - 28 * unit) ** 2 <= knob ** 2;
      mask.push(inSquare || topKnob || rightKnob);
    }
  }
  return mask;
}

function isEdge(mask: boolean[], size: number, x: number, y: number): boolean {
  const at = (px: number, py: number) => px >= 0 && py >= 0 && px < size && py < size && mask[py * size + px] === true;
  return at(x, y) && !(at(x - 1, y) && at(x + 1, y) && at(x, y - 1) && at(x, y + 1));
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
const randomColour = (low: number, high: number): Rgb => [randomInt(low, high), randomInt(low, high), randomInt(low, high)];

/** A sky, a sun and three rows of hills, each drawn with random colours and shapes. */
function landscape(width: number, height: number): Picture {
  const picture = blankPicture(width, height);
  const skyTop: Rgb = [randomInt(60, 120), randomInt(120, 180), randomInt(200, 255)];
  const skyBottom: Rgb = [randomInt(200, 255), randomInt(200, 240), randomInt(170, 230)];
  const sun = { x: randomInt(20, width - 20), y: randomInt(15, Math.round(height / 3)), r: randomInt(10, 22) };
  const hills = [0.45, 0.62, 0.8].map((level, index) => ({
    base: height * level,
    amplitude: randomInt(8, 22),
    wave: (Math.PI * 2) / randomInt(90, 220),
    phase: randomInt(0, 360),
    colour: mix(randomColour(30, 140), [20, 90 + index * 20, 40], 0.5),
  }));
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let colour = mix(skyTop, skyBottom, y / height);
      if ((x - sun.x) ** 2 + (y - sun.y) ** 2 <= sun.r ** 2) colour = [250, 214, 90];
      for (const hill of hills) {
        if (y >= hill.base + hill.amplitude * Math.sin(x * hill.wave + hill.phase))
          colour = mix(hill.colour, [0, 0, 0], (y / height) * 0.3);
      }
      // A faint weave, so that the gap's edge shows on every colour.
      const weave = ((x >> 3) + (y >> 3)) % 2 === 0 ? 10 : -10;
      picture.pixels.set([...colour.map((c) => Math.max(0, Math.min(255, Math.round(c + weave)))), 255], (y * width + x) * 4);
    }
  }
  return picture;
}

/** Cuts the piece out at (gapX, gapY): the background keeps a darkened gap, the piece takes the pixels. */
function cut(background: Picture, size: number, gapX: number, gapY: number): Picture {
  const mask = pieceMask(size);
  const piece = blankPicture(size, size);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      if (!mask[y * size + x]) continue;
      const from = ((gapY + y) * background.width + gapX + x) * 4;
      const original: Rgb = [background.pixels[from] ?? 0, background.pixels[from + 1] ?? 0, background.pixels[from + 2] ?? 0];
      const edge = isEdge(mask, size, x, y);
      piece.pixels.set([...mix(original, [255, 255, 255], edge ? 0.7 : 0).map(Math.round), 255], (y * size + x) * 4);
      background.pixels.set(mix(original, edge ? [255, 255, 255] : [0, 0, 0], edge ? 0.6 : 0.55).map(Math.round), from);
    }
  }
  return piece;
}

export class PuzzleBook {
  private readonly gaps = new Map<string, Gap>();

  constructor(
    private readonly now: () => Date,
    private readonly capacity = 1000,
  ) {}

  /** Draws a fresh puzzle; `lifetimeSeconds` is what the answer tells the client. */
  draw(size: { width: number; height: number; pieceSize: number }, exampleId: string, lifetimeSeconds: number): DrawnPuzzle {
    const { width, height, pieceSize } = size;
    const background = landscape(width, height);
    // Never where the piece starts, nor touching the edges.
    const x = randomInt(pieceSize + 10, width - pieceSize - 4);
    const pieceY = randomInt(4, height - pieceSize - 4);
    const piece = cut(background, pieceSize, x, pieceY);
    const now = this.now();
    const id = freshId(exampleId, now);
    if (this.gaps.size >= this.capacity) this.gaps.delete(this.gaps.keys().next().value as string);
    this.gaps.set(id, { x, expiresAt: now.getTime() + lifetimeSeconds * 1000, spent: false });
    return { id, picture: pngDataUrl(background), piece: pngDataUrl(piece), pieceY, x };
  }

  /** The offset that solves a puzzle still open; for the tests' answer route only. */
  answerOf(id: string): number | undefined {
    const gap = this.gaps.get(id);
    return gap && !gap.spent && gap.expiresAt > this.now().getTime() ? gap.x : undefined;
  }

  /** Whether the release at `offset` solves the puzzle; a puzzle is checked once, pass or miss. */
  solve(id: string, offset: number, tolerance: number): boolean {
    const x = this.answerOf(id);
    const gap = this.gaps.get(id);
    if (gap) gap.spent = true;
    return x !== undefined && Math.abs(offset - x) <= tolerance;
  }

  /** Whether the gateway drew this puzzle (an id it never drew answers the documented examples). */
  drew(id: string): boolean {
    return this.gaps.has(id);
  }
}
