// Printing (spec §9): the document goes into a hidden frame, which prints once
// loaded and is removed 100 ms later; screens mark what must not be printed
// with the `no-print` class (see src/app/styles.css).
import { PRINT_FRAME_REMOVE_DELAY_MS } from '../config/app';

/** Prints a complete HTML document without leaving the page. */
export function printDocument(html: string, doc: Document = document): HTMLIFrameElement {
  const frame = doc.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.title = '打印';
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0' });
  frame.addEventListener(
    'load',
    () => {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
      setTimeout(() => frame.remove(), PRINT_FRAME_REMOVE_DELAY_MS);
    },
    { once: true },
  );
  frame.srcdoc = html;
  doc.body.appendChild(frame);
  return frame;
}
