// Tabs with their panels, for a screen that switches between parts of itself:
// a TabStrip over the selected part. A part stays mounted, hidden, once shown,
// so what the user typed there survives switching away and back (as antd's
// Tabs); `unmountHidden` ends a part when it is left (a face check's polling).
// Kept apart from TabStrip, which is on the login page's first load.
import { useState, type ReactNode } from 'react';
import { TabPanel, TabStrip, useTabIds, type TabItem } from './TabStrip';
import './tabbed-panels.css';

export interface TabbedItem<Key extends string> extends TabItem<Key> {
  children: ReactNode;
}

export interface TabbedPanelsProps<Key extends string> {
  items: readonly TabbedItem<Key>[];
  /** What the tabs choose between, for assistive technology. */
  label: string;
  /** The selected tab when the caller keeps it; else the user's choice, at first the first tab. */
  activeKey?: Key;
  onChange?: (key: Key) => void;
  unmountHidden?: boolean;
  /** `vertical`: the tabs in a column at the left of the panels (a narrow screen puts them above). */
  variant?: 'line' | 'vertical';
  className?: string;
}

export function TabbedPanels<Key extends string>({
  items,
  label,
  activeKey,
  onChange,
  unmountHidden = false,
  variant = 'line',
  className,
}: TabbedPanelsProps<Key>) {
  const ids = useTabIds();
  const [chosen, setChosen] = useState<Key | undefined>(items[0]?.key);
  const [visited, setVisited] = useState<ReadonlySet<Key>>(() => new Set());
  // A choice no longer among the items (a new list of categories) falls back to the first.
  const active = activeKey ?? (items.some((item) => item.key === chosen) ? chosen : items[0]?.key);
  if (active === undefined) return null;
  const select = (key: Key) => {
    setChosen(key);
    setVisited((previous) => new Set([...previous, active, key]));
    onChange?.(key);
  };
  const mounted = (key: Key) => key === active || (!unmountHidden && visited.has(key));
  return (
    <div className={`tabbed-panels tabbed-panels--${variant}${className ? ` ${className}` : ''}`}>
      <TabStrip label={label} idPrefix={ids} items={items} activeKey={active} onChange={select} variant={variant} />
      <div className="tabbed-panels__body">
        {items
          .filter((item) => mounted(item.key))
          .map((item) => (
            <div key={item.key} hidden={item.key !== active}>
              <TabPanel idPrefix={ids} tabKey={item.key}>
                {item.children}
              </TabPanel>
            </div>
          ))}
      </div>
    </div>
  );
}
