// A list of records as the portal shows them: antd's Listy (the successor antd 6
// names for its deprecated List) for the rows, read out as a list (role list, each
// row a listitem), with what List brought and Listy leaves to the page: an empty
// text, the page turning below, a border, and rows laid out as List.Item with its
// Meta were (an icon, a title over a description, the actions on the right).
// Screens import it from src/components/tables, with the rules of tables.css.
import { Empty, Listy, Pagination, type PaginationProps } from 'antd';
import type { Key, KeyboardEventHandler, MouseEventHandler, ReactNode } from 'react';

export interface ItemListProps<T> {
  items: readonly T[];
  rowKey: (item: T) => Key;
  /** One row: an ItemRow. */
  renderItem: (item: T, index: number) => ReactNode;
  /** Shown instead of the rows when there are none. */
  empty?: ReactNode;
  /** The page turning under the rows (pageTurning of src/components/tables), or none. */
  pagination?: PaginationProps | false;
  /** A frame round the list, the rows padded inside it. */
  bordered?: boolean;
  className?: string;
}

export function ItemList<T>({ items, rowKey, renderItem, empty, pagination, bordered, className }: ItemListProps<T>) {
  const classes = ['item-list', bordered ? 'item-list--bordered' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      {items.length === 0 ? (
        <div className="item-list__empty">{empty ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}</div>
      ) : (
        <div role="list">
          <Listy<T> items={[...items]} rowKey={rowKey} itemRender={renderItem} />
        </div>
      )}
      {pagination && <Pagination className="item-list__pagination" align="end" {...pagination} />}
    </div>
  );
}

export interface ItemRowProps {
  /** An icon before the text. */
  avatar?: ReactNode;
  title?: ReactNode;
  description?: ReactNode;
  /** Buttons or links at the row's end. */
  actions?: ReactNode[];
  /** Something on the far right after the actions (a state's tag). */
  extra?: ReactNode;
  /** Content of the row's own instead of a title and description. */
  children?: ReactNode;
  className?: string;
  'aria-label'?: string;
  onClick?: MouseEventHandler<HTMLDivElement>;
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
}

export function ItemRow({ avatar, title, description, actions, extra, children, className, onClick, onKeyDown, ...aria }: ItemRowProps) {
  return (
    <div
      role="listitem"
      className={className ? `item-list__row ${className}` : 'item-list__row'}
      onClick={onClick}
      onKeyDown={onKeyDown}
      {...aria}
    >
      {(avatar !== undefined || title !== undefined || description !== undefined) && (
        <div className="item-list__meta">
          {avatar !== undefined && <div className="item-list__avatar">{avatar}</div>}
          <div className="item-list__text">
            {title !== undefined && <div className="item-list__title">{title}</div>}
            {description !== undefined && <div className="item-list__description">{description}</div>}
          </div>
        </div>
      )}
      {children}
      {actions && actions.length > 0 && <div className="item-list__actions">{actions}</div>}
      {extra !== undefined && <div className="item-list__extra">{extra}</div>}
    </div>
  );
}
