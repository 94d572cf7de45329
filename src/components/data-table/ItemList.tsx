// A list of records in antd List's look (an item: a leading icon, a title, a
// description, actions at the right): own markup, because antd's List imports
// Pagination with its Select and Spin into every screen with a list. Pages
// turn with the tables' Pager. ESLint sends antd's List here.
import './item-list.css';
import { Fragment, type Key, type MouseEventHandler, type ReactNode } from 'react';
import { NO_DATA_TEXT } from '../../config/app';
import { Pager, type PagerProps } from './Pager';

export interface ItemListProps<Item> {
  items: readonly Item[];
  itemKey: (item: Item, index: number) => Key;
  /** One <ListItem> per item. */
  renderItem: (item: Item, index: number) => ReactNode;
  bordered?: boolean;
  /** Shown in place of items when there are none (default NO_DATA_TEXT, 暂无数据). */
  emptyText?: ReactNode;
  /** Page turning under the list; none when left out. */
  pagination?: PagerProps;
  /** Names the list for assistive technology. */
  label?: string;
  className?: string;
}

export function ItemList<Item>({
  items,
  itemKey,
  renderItem,
  bordered = false,
  emptyText = NO_DATA_TEXT,
  pagination,
  label,
  className,
}: ItemListProps<Item>) {
  const classes = ['item-list', bordered && 'item-list--bordered', className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      {items.length === 0 ? (
        <div className="item-list__empty">{emptyText}</div>
      ) : (
        <ul className="item-list__items" aria-label={label}>
          {items.map((item, index) => (
            <Fragment key={itemKey(item, index)}>{renderItem(item, index)}</Fragment>
          ))}
        </ul>
      )}
      {pagination && pagination.total > 0 && <Pager {...pagination} />}
    </div>
  );
}

export interface ListItemProps {
  /** At the start: an icon or a picture. */
  avatar?: ReactNode;
  title?: ReactNode;
  description?: ReactNode;
  /** Buttons or links at the end of the row. */
  actions?: readonly ReactNode[];
  /** At the far end, after the actions (a status tag). */
  extra?: ReactNode;
  /** Free content in place of avatar, title and description. */
  children?: ReactNode;
  onClick?: MouseEventHandler<HTMLLIElement>;
  className?: string;
  'aria-label'?: string;
}

export function ListItem({
  avatar,
  title,
  description,
  actions = [],
  extra,
  children,
  onClick,
  className,
  'aria-label': ariaLabel,
}: ListItemProps) {
  const classes = ['item-list__item', onClick && 'item-list__item--clickable', className].filter(Boolean).join(' ');
  return (
    <li className={classes} onClick={onClick} aria-label={ariaLabel}>
      {children ?? (
        <div className="item-list__meta">
          {avatar && <div className="item-list__avatar">{avatar}</div>}
          <div className="item-list__content">
            {title && <div className="item-list__title">{title}</div>}
            {description && <div className="item-list__description">{description}</div>}
          </div>
        </div>
      )}
      {actions.length > 0 && (
        <div className="item-list__actions">
          {actions.map((action, index) => (
            <span key={index} className="item-list__action">
              {action}
            </span>
          ))}
        </div>
      )}
      {extra && <div className="item-list__extra">{extra}</div>}
    </li>
  );
}
