// Loading, failure and empty states of a block of data, the same on every
// centre screen. The client has already told the user why a call failed, so the
// failed state only offers to try again (or shows the business message as spec
// §8 allows); 未查询到信息! is the empty state.
import { Button, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { NO_DATA_TEXT } from '../config/app';
import { isNoData, messageToShow } from './apiAnswer';
import type { AsyncData } from './useAsyncData';

export interface AsyncViewProps<T> {
  state: AsyncData<T>;
  children: (data: T) => ReactNode;
  /** When given and true for the data, `empty` is shown instead of the children. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  rows?: number;
}

export function AsyncView<T>({ state, children, isEmpty, empty = NO_DATA_TEXT, rows = 4 }: AsyncViewProps<T>) {
  if (state.loading) return <Skeleton active paragraph={{ rows }} title={false} />;
  if (state.failed && isNoData(state.error)) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  if (state.failed || state.data === undefined) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={messageToShow(state.error) ?? '暂时无法获取，请稍后重试'}>
        <Button onClick={state.reload}>重新加载</Button>
      </Empty>
    );
  }
  if (isEmpty?.(state.data)) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return children(state.data);
}
