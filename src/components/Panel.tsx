// A card: a white box with an optional heading row (title, extra) and a body,
// in antd Card's look. Own markup because antd's Card imports its Tabs (for
// the tab list no screen here uses): 13.7 KiB gzip more for a visit's first
// screen with a card (docs/performance.md). ESLint sends Card here.
// The title is a heading (h3 unless told), so a screen reader's list of
// headings names the card; it looks as antd's title row does at every level.
import './panel.css';
import type { HTMLAttributes, ReactNode } from 'react';

export interface PanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  /**
   * The title's heading level: 3, a section of a screen under the screen's own
   * title; 1 where the card's title is the page's (the login area's cards).
   */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
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
  headingLevel = 3,
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
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={classes} {...rest}>
      {(title || extra) && (
        <div className="portal-card__head">
          <Heading className="portal-card__title">{title}</Heading>
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
