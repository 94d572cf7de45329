// The assistive toolbar's page zoom (放大/缩小) as script must see it. The
// toolbar zooms the root with CSS `zoom` (choices.ts): the page lays out in a
// narrower width (640 px at 200 % in a 1280 px window), but media queries still
// measure the window. The portal's CSS measures the page instead (container
// queries on #root, src/app/styles.css); what decides in script (the centres'
// phone layout) reads the zoom here. With the page, not in the toolbar's lazy
// chunk: it reads the root element the chunk writes to.

/** The root's zoom factor (1 when the page is not zoomed), from the property choices.ts sets with the zoom. */
export function pageZoom(): number {
  const zoom = Number.parseFloat(document.documentElement.style.getPropertyValue('--a11y-zoom'));
  return Number.isFinite(zoom) && zoom > 0 ? zoom : 1;
}

/** Calls `onChange` when the toolbar changes the root's zoom (its inline style). */
export function subscribePageZoom(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['style'] });
  return () => observer.disconnect();
}
