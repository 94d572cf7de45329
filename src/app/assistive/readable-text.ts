// What the toolbar reads aloud or shows enlarged for an element: what a screen
// reader would announce for it, roughly — its label, its alt text, or its text.

/** Longer texts are cut: a pointed-at container is not read out as a whole. */
export const MAX_READABLE_LENGTH = 200;

function collapse(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

function cut(text: string): string {
  return text.length > MAX_READABLE_LENGTH ? `${text.slice(0, MAX_READABLE_LENGTH)}…` : text;
}

/** The visible text of an element (innerText where the browser has it: hidden parts left out). */
export function visibleText(element: HTMLElement): string {
  return collapse(typeof element.innerText === 'string' ? element.innerText : element.textContent);
}

function fieldText(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): string {
  const label = [...(field.labels ?? [])].map((each) => collapse(each.textContent)).join(' ');
  const value = field instanceof HTMLSelectElement ? (field.selectedOptions[0]?.text ?? '') : field.type === 'password' ? '' : field.value;
  const hint = field instanceof HTMLSelectElement ? '' : field.placeholder;
  return collapse([label, value || hint].join(' '));
}

/**
 * The text for `start` or, when it has none (an icon, a gap inside a card),
 * for the nearest ancestor that has some; '' when there is none.
 */
export function readableText(start: Element | null): string {
  for (let element = start; element && element !== document.body; element = element.parentElement) {
    const text =
      element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement
        ? fieldText(element)
        : collapse(element.getAttribute('aria-label')) ||
          (element instanceof HTMLImageElement ? collapse(element.alt) : '') ||
          (element instanceof HTMLElement ? visibleText(element) : '');
    if (text) return cut(text);
  }
  return '';
}
