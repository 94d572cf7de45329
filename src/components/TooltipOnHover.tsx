// antd's Tooltip for a hint many items of a page carry: it is mounted when the
// pointer first comes over its child and opens at once. Mounted up front, the 26
// lock icons of the home page took about 140 ms of blocking time on a phone
// (docs/performance.md); the hint says nothing the child's aria-label does not.
import { Tooltip } from 'antd';
import { cloneElement, useState, type DOMAttributes, type ReactElement, type ReactNode } from 'react';

export function TooltipOnHover({ title, children }: { title: ReactNode; children: ReactElement<DOMAttributes<Element>> }) {
  const [wanted, setWanted] = useState(false);
  if (wanted) {
    return (
      <Tooltip title={title} defaultOpen>
        {children}
      </Tooltip>
    );
  }
  return cloneElement(children, { onPointerEnter: () => setWanted(true) });
}
