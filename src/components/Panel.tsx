// A card: a white box with an optional heading row (title, extra) and a body,
// in antd Card's look. Own markup because antd's Card imports its Tabs (for
// the tab list no screen here uses): 13.7 KiB gzip more for a visit's first
// screen with a card (docs/performance.md). ESLint sends Card here.
import './panel.css';
import type { HTMLAttributes, ReactNode } from 'react';

export interface PanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  /** Beside the title, at the right (a link or a button). */
  extra?: ReactNode;
  size?: 'default' | 'small';
  /** Lifts on hover, for a card that is itself a link or a button. */
  hoverable?: boolean;
  /** `borderless`: no border, as antd's variant of the same name. */
  variant?: 'outlined' | 'borderless';
  /** A row of actions at the bottom, side by side. */
  actions?: ReactNode[];
}

export function Panel({
  title,
  extra,
  size = 'default',
  hoverable = false,
  variant = 'outlined',
  actions,
  className,
  children,
  ...rest
}: PanelProps) {
  const classes = [
    'portal-card',
    `portal-card--${size}`,
    hoverable && 'portal-card--hoverable',
    variant === 'borderless' && 'portal-card--borderless',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes} {...rest}>
      {(title || extra) && (
        <div className="portal-card__head">
          <div className="portal-card__title">{title}</div>
          {extra && <div className="portal-card__extra">{extra}</div>}
        </div>
      )}
      <div className="portal-card__body">{children}</div>
      {actions && actions.length > 0 && (
        <ul className="portal-card__actions">
          {actions.map((action, index) => (
            <li key={index}>{action}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
