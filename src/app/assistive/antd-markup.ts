// What antd's markup lacks for a screen reader or a keyboard, added to every
// such element as antd adds it (one MutationObserver, set up once in App.tsx):
// - a form error is an alert: antd shows it under its field and links it there
//   (aria-describedby), but a screen reader said nothing when a submit was
//   refused. Marked as it is added, it is said where it is shown (no hidden copy
//   of its text elsewhere on the page), and again when it comes back;
// - a table's scrolling box takes the keyboard focus, so a table wider than its
//   box (tables.css scrolls it inside the box) can be scrolled by the arrow keys.
import { useEffect } from 'react';

const FIXES: readonly { selector: string; apply: (element: HTMLElement) => void }[] = [
  // Set before the browser builds its accessibility tree for the new node: inserted as an alert, it is announced.
  { selector: '.ant-form-item-explain-error', apply: (error) => error.setAttribute('role', 'alert') },
  { selector: '.ant-table-content', apply: (box) => (box.tabIndex = 0) },
];

function fix(nodes: Iterable<Node>) {
  for (const node of nodes) {
    if (!(node instanceof HTMLElement)) continue;
    for (const { selector, apply } of FIXES) {
      if (node.matches(selector)) apply(node);
      node.querySelectorAll<HTMLElement>(selector).forEach(apply);
    }
  }
}

export function useAntdMarkupFixes(): void {
  useEffect(() => {
    fix([document.body]);
    const observer = new MutationObserver((mutations) => {
      for (const mutation of mutations) fix(mutation.addedNodes);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
}
