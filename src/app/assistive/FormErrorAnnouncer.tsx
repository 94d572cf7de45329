// Form errors, said aloud. antd's Form shows each field's error under it and
// links it to the field (aria-describedby, aria-invalid), but in no live region:
// a screen reader says nothing when a submit is refused. This one region, for
// every form of the portal, repeats each error as it appears (those of a
// refused submit together, an error of a field as it is left) as an alert.
import { useEffect, useState } from 'react';

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

export function FormErrorAnnouncer() {
  // Each announcement a new node: the same error again is said again.
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  useEffect(() => {
    let pending: string[] = [];
    let frame = 0;
    const observer = new MutationObserver((mutations) => {
      pending.push(...mutations.flatMap((mutation) => errorsIn(mutation.addedNodes)));
      if (pending.length === 0 || frame) return;
      // One announcement for the errors of one submit, which appear over a few renders.
      frame = requestAnimationFrame(() => {
        const text = [...new Set(pending)].join('；');
        setAnnouncement((previous) => ({ text, count: previous.count + 1 }));
        pending = [];
        frame = 0;
      });
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);
  return (
    <div role="alert" className="visually-hidden" data-testid="form-error-announcer">
      <span key={announcement.count}>{announcement.text}</span>
    </div>
  );
}
