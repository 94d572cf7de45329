// A row of tabs (WAI-ARIA tabs pattern): the portal's own markup where antd's
// Tabs would bring its overflow menu, drop-down and trigger code to a first page
// (21.5 KiB gzip on /login, over its budget: docs/performance.md).
// One tab is in the Tab order; the arrow keys, Home and End move between tabs
// and select the one they reach. The caller renders the selected panel inside
// <TabPanel>, which names its tab.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tab-strip.css';

export interface TabItem<Key extends string> {
  key: Key;
  label: ReactNode;
}

export interface TabStripProps<Key extends string> {
  items: readonly TabItem<Key>[];
  activeKey: Key;
  onChange: (key: Key) => void;
  /** What the tabs choose between, for assistive technology. */
  label: string;
  /** Ties the tabs to their panel: pass the same value to <TabPanel>. */
  idPrefix: string;
  /** `line`: underlined, as antd's Tabs (the default); `vertical`: a column marked at its right; `segmented`: a row of pills, as antd's Segmented. */
  variant?: 'line' | 'vertical' | 'segmented';
  className?: string;
}

const tabId = (prefix: string, key: string) => `${prefix}-tab-${key}`;
const panelId = (prefix: string, key: string) => `${prefix}-panel-${key}`;

/** A stable prefix for the ids that tie a TabStrip to its TabPanel. */
export function useTabIds(): string {
  return `tabs${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

/** Where each key moves the selection, given the current tab's index among `count`. */
function nextIndex(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * The keyboard of a row of tabs: arrow keys, Home and End select the tab they
 * reach and move the focus there. Put `onKeyDown` on the tablist and `tabRef(index)`
 * on each tab; give the selected tab tabIndex 0 and the others -1.
 */
export function useTabKeys<Key extends string>(keys: readonly Key[], activeKey: Key, onChange: (key: Key) => void) {
  const tabs = useRef<Array<HTMLElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = nextIndex(event.key, keys.indexOf(activeKey), keys.length);
    const key = target === undefined ? undefined : keys[target];
    if (target === undefined || key === undefined) return;
    event.preventDefault();
    onChange(key);
    tabs.current[target]?.focus();
  };
  const tabRef = (index: number) => (element: HTMLElement | null) => {
    tabs.current[index] = element;
  };
  return { onKeyDown, tabRef };
}

export function TabStrip<Key extends string>({
  items,
  activeKey,
  onChange,
  label,
  idPrefix,
  variant = 'line',
  className,
}: TabStripProps<Key>) {
  const { onKeyDown, tabRef } = useTabKeys(
    items.map((item) => item.key),
    activeKey,
    onChange,
  );

  return (
    <div
      role="tablist"
      aria-label={label}
      aria-orientation={variant === 'vertical' ? 'vertical' : undefined}
      className={`tab-strip tab-strip--${variant}${className ? ` ${className}` : ''}`}
      onKeyDown={onKeyDown}
    >
      {items.map((item, index) => {
        const selected = item.key === activeKey;
        return (
          <button
            key={item.key}
            ref={tabRef(index)}
            type="button"
            role="tab"
            id={tabId(idPrefix, item.key)}
            aria-selected={selected}
            aria-controls={panelId(idPrefix, item.key)}
            tabIndex={selected ? 0 : -1}
            className={`tab-strip__tab${selected ? ' tab-strip__tab--active' : ''}`}
            onClick={() => {
              if (!selected) onChange(item.key);
            }}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

export function TabPanel({ idPrefix, tabKey, children }: { idPrefix: string; tabKey: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={panelId(idPrefix, tabKey)} aria-labelledby={tabId(idPrefix, tabKey)} className="tab-strip__panel">
      {children}
    </div>
  );
}
