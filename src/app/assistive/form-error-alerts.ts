// Form errors, said aloud. antd's Form shows each field's error under it and
// links it to the field (aria-describedby, aria-invalid), but not as an alert:
// a screen reader says nothing when a submit is refused. Each error antd adds
// becomes an alert as it is added, so it is said once where it is shown (no
// second copy of the text elsewhere on the page), those of a refused submit one
// after another, and the same error again when it comes back.
import { useEffect } from 'react';

/** An error in antd's error list under a field (ErrorList). */
const FORM_ERROR = '.ant-form-item-explain-error';

function markAlerts(nodes: Iterable<Node>) {
  for (const node of nodes) {
    if (!(node instanceof Element)) continue;
    const errors = node.matches(FORM_ERROR) ? [node] : Array.from(node.querySelectorAll(FORM_ERROR));
    // Set before the browser builds its accessibility tree for the new node: inserted as an alert, it is announced.
    for (const error of errors) error.setAttribute('role', 'alert');
  }
}

export function useFormErrorAlerts(): void {
  useEffect(() => {
    markAlerts([document.body]);
    const observer = new MutationObserver((mutations) => {
      for (const mutation of mutations) markAlerts(mutation.addedNodes);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
}
