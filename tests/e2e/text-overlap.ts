// Text drawn over other text: what a look at the page finds and a check that things exist
// does not ([切换城市] run into 无障碍 in a crowded top bar, a card's title over the next line).
import type { Page } from 'playwright-core';

/**
 * In the page: pairs of text runs (the line boxes of two text nodes) that overlap on the
 * screen, each as `"<text>" × "<text>" at x,y`, at most `limit`. Only what is seen counts:
 * a run is cut to the boxes that clip it (an ellipsis, a row that scrolls), and one under
 * something else at its centre (a dialog, a sticky bar), outside the viewport or hidden is
 * left out. Two runs overlap when they share more than 15 % of the smaller one's area and
 * nothing with a background of its own lies between them there (a fixed column over a row
 * that scrolls beneath it hides the lower text).
 */
function textOverlapsInPage(limit: number): string[] {
  const runs: { left: number; top: number; right: number; bottom: number; node: Text; text: string }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const text = node.textContent?.trim() ?? '';
    const parent = node.parentElement;
    if (!text || !parent || parent.closest('[aria-hidden="true"], script, style, noscript')) continue;
    const style = getComputedStyle(parent);
    if (style.visibility === 'hidden' || style.opacity === '0') continue;
    const clips: DOMRect[] = [];
    for (let box: Element | null = parent; box && box !== document.body; box = box.parentElement) {
      const { overflowX, overflowY } = getComputedStyle(box);
      if (overflowX !== 'visible' || overflowY !== 'visible') clips.push(box.getBoundingClientRect());
    }
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) {
      const run = { left: line.left, top: line.top, right: line.right, bottom: line.bottom, node, text: text.slice(0, 20) };
      for (const clip of clips) {
        run.left = Math.max(run.left, clip.left);
        run.top = Math.max(run.top, clip.top);
        run.right = Math.min(run.right, clip.right);
        run.bottom = Math.min(run.bottom, clip.bottom);
      }
      if (run.right - run.left < 2 || run.bottom - run.top < 2 || run.top < 0 || run.bottom > innerHeight) continue;
      if (run.left < 0 || run.right > innerWidth) continue;
      const topmost = document.elementFromPoint((run.left + run.right) / 2, (run.top + run.bottom) / 2);
      if (!topmost || !(parent.contains(topmost) || topmost.contains(parent))) continue;
      runs.push(run);
    }
  }
  /** Whether something with a background of its own lies between `top` and `under`: `under` is covered there, not drawn over. */
  const covered = (top: Element, under: Element) => {
    for (let box: Element | null = top; box && !box.contains(under); box = box.parentElement) {
      const { backgroundColor, backgroundImage } = getComputedStyle(box);
      if (backgroundImage !== 'none' || !/^(transparent|rgba\(.*,\s*0\))$/.test(backgroundColor)) return true;
    }
    return false;
  };
  const problems: string[] = [];
  for (const [i, a] of runs.entries()) {
    for (const b of runs.slice(i + 1)) {
      if (a.node === b.node) continue;
      const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (width <= 2 || height <= 3) continue;
      const smaller = Math.min((a.right - a.left) * (a.bottom - a.top), (b.right - b.left) * (b.bottom - b.top));
      if ((width * height) / smaller <= 0.15) continue;
      // A cell of a fixed column over a row that scrolls beneath it: the lower text is hidden, not collided with.
      const top = document.elementFromPoint(Math.max(a.left, b.left) + width / 2, Math.max(a.top, b.top) + height / 2);
      if (top && (covered(top, a.node.parentElement!) || covered(top, b.node.parentElement!))) continue;
      problems.push(`"${a.text}" × "${b.text}" at ${Math.round(a.left)},${Math.round(a.top)}`);
    }
  }
  return problems.slice(0, limit);
}

/** The text of the viewport drawn over other text (see textOverlapsInPage), at most eight pairs. */
export function textOverlaps(page: Page): Promise<string[]> {
  return page.evaluate(textOverlapsInPage, 8);
}
