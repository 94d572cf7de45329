// Form errors, said aloud. antd's Form shows each field's error under it and
// links it to the field (aria-describedby, aria-invalid), but in no live region:
// a screen reader says nothing when a submit is refused. This one region, for
// every form of the portal, repeats each error as it appears (those of a
// refused submit together, an error of a field as it is left) as an alert.

/** An error in antd's error list under a field (ErrorList). */
const ERROR = '.ant-form-item-explain-error';

/** The errors among the nodes just added: an error added to a list, or a new list (inside its wrapper) with its errors. */
function errorsIn(nodes: Iterable<Node>): string[] {
  const texts: string[] = [];
  for (const node of nodes) {
    if (!(node instanceof Element)) continue;
    if (node.matches(ERROR)) texts.push(node.textContent ?? '');
    else texts.push(...Array.from(node.querySelectorAll(ERROR), (error) => error.textContent ?? ''));
  }
  return texts.map((text) => text.trim()).filter(Boolean);
}

/**
 * Adds the alert region at the end of `page` and says there each error that
 * appears in it; errors already shown when it starts (a submit refused before
 * this code arrived) are said at once. Returns what stops it and removes the region.
 */
export function startFormErrorAnnouncer(page: HTMLElement = document.body): () => void {
  const region = document.createElement('div');
  region.setAttribute('role', 'alert');
  region.className = 'visually-hidden';
  region.dataset.testid = 'form-error-announcer';
  page.append(region);

  let pending = errorsIn([page]);
  let frame = 0;
  // One announcement for the errors of one submit, which appear over a few renders.
  const announceSoon = () => {
    if (pending.length === 0 || frame) return;
    frame = requestAnimationFrame(() => {
      // Each announcement a new node: the same error again is said again.
      const words = document.createElement('span');
      words.textContent = [...new Set(pending)].join('；');
      region.replaceChildren(words);
      pending = [];
      frame = 0;
    });
  };
  const observer = new MutationObserver((mutations) => {
    pending.push(...mutations.flatMap((mutation) => errorsIn(mutation.addedNodes)));
    announceSoon();
  });
  observer.observe(page, { childList: true, subtree: true });
  announceSoon();
  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
    region.remove();
  };
}
