// The assistive toolbar's choices (无障碍工具栏): read aloud, page zoom, the
// high-contrast scheme, a large pointer, reading guides and the text screen.
// Kept in localStorage so they apply on every visit, and applied to the root
// element as classes and a zoom the toolbar's stylesheet reads. The 关怀版 is
// not one of them: it has its own switch and store (src/stores/ui.ts).
import { ASSISTIVE_CHOICES_STORAGE_KEY } from '../../config/app';

export interface AssistiveChoices {
  /** 声音: the focused or pointed element is read aloud. */
  speech: boolean;
  /** 放大/缩小: the page's zoom in per cent. */
  zoom: number;
  /** 配色: the high-contrast scheme (light text on black, at least 7:1). */
  contrast: boolean;
  /** 大鼠标: a large pointer. */
  largeCursor: boolean;
  /** 辅助线: guides across the page through the pointer. */
  guides: boolean;
  /** 显示屏: the pointed text enlarged in a bar at the bottom. */
  textScreen: boolean;
}

export const ZOOM = { min: 100, max: 200, step: 10 } as const;

export const DEFAULT_CHOICES: Readonly<AssistiveChoices> = {
  speech: false,
  zoom: ZOOM.min,
  contrast: false,
  largeCursor: false,
  guides: false,
  textScreen: false,
};

/** Root classes the toolbar's stylesheet follows, one per visual choice. */
export const ROOT_CLASSES = {
  contrast: 'a11y-contrast',
  largeCursor: 'a11y-large-cursor',
  textScreen: 'a11y-text-screen',
} as const;

/** The root class while the page is zoomed (antd's grid follows the page's width then: assistive.css). */
export const ZOOMED_CLASS = 'a11y-zoomed';

/** The root's custom property with the zoom as a factor (1.5 for 150 %), unset at 100 %. */
const ZOOM_PROPERTY = '--a11y-zoom';

function clampZoom(percent: number): number {
  return Math.min(ZOOM.max, Math.max(ZOOM.min, Math.round(percent / ZOOM.step) * ZOOM.step));
}

/** The stored choices; anything missing or malformed takes its default. */
export function parseChoices(stored: string | null | undefined): AssistiveChoices {
  let saved: Partial<Record<keyof AssistiveChoices, unknown>> = {};
  try {
    const parsed: unknown = JSON.parse(stored ?? '{}');
    if (typeof parsed === 'object' && parsed !== null) saved = parsed;
  } catch {
    // Not ours or damaged: start from the defaults.
  }
  const flag = (key: Exclude<keyof AssistiveChoices, 'zoom'>) => (typeof saved[key] === 'boolean' ? saved[key] : DEFAULT_CHOICES[key]);
  return {
    speech: flag('speech'),
    zoom: typeof saved.zoom === 'number' && Number.isFinite(saved.zoom) ? clampZoom(saved.zoom) : DEFAULT_CHOICES.zoom,
    contrast: flag('contrast'),
    largeCursor: flag('largeCursor'),
    guides: flag('guides'),
    textScreen: flag('textScreen'),
  };
}

/** The choices an earlier visit left (the defaults when storage is off or holds nothing of ours). */
export function readChoices(): AssistiveChoices {
  try {
    return parseChoices(localStorage.getItem(ASSISTIVE_CHOICES_STORAGE_KEY));
  } catch {
    return { ...DEFAULT_CHOICES };
  }
}

function isDefault(current: AssistiveChoices): boolean {
  return (Object.keys(DEFAULT_CHOICES) as Array<keyof AssistiveChoices>).every((key) => current[key] === DEFAULT_CHOICES[key]);
}

export function saveChoices(current: AssistiveChoices): void {
  try {
    // Nothing stored when nothing is chosen: the next visit then loads no toolbar code.
    if (isDefault(current)) localStorage.removeItem(ASSISTIVE_CHOICES_STORAGE_KEY);
    else localStorage.setItem(ASSISTIVE_CHOICES_STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Storage switched off, full or refused: the choices last for this page only.
  }
}

/** The choices zoomed in (a positive number of steps) or out, within 100–200 %. */
export function zoomedBy(current: AssistiveChoices, steps: number): AssistiveChoices {
  return { ...current, zoom: clampZoom(current.zoom + steps * ZOOM.step) };
}

/** Puts the visual choices on the root element: classes for the stylesheet and the zoom. */
export function applyChoices(current: AssistiveChoices, root: HTMLElement = document.documentElement): void {
  for (const [key, className] of Object.entries(ROOT_CLASSES) as Array<[keyof typeof ROOT_CLASSES, string]>) {
    root.classList.toggle(className, current[key]);
  }
  // CSS zoom on the root: the layout reflows to the narrower width, so nothing
  // scrolls sideways (rem scaling would leave antd's pixel sizes as they are).
  const zoomed = current.zoom !== ZOOM.min;
  root.style.zoom = zoomed ? String(current.zoom / 100) : '';
  root.classList.toggle(ZOOMED_CLASS, zoomed);
  // For what must keep its own size at any zoom (the text screen's bar).
  if (zoomed) root.style.setProperty(ZOOM_PROPERTY, String(current.zoom / 100));
  else root.style.removeProperty(ZOOM_PROPERTY);
}
