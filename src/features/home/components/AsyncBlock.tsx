// Loading, failure and empty states of one home-page block, the same everywhere.
import { Button, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { AsyncData } from '../../../components/useAsyncData';

export function AsyncBlock<T>({
  state,
  isEmpty,
  empty,
  children,
  rows = 3,
}: {
  state: AsyncData<T>;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
  rows?: number;
}) {
  if (state.loading) return <Skeleton active paragraph={{ rows }} title={false} />;
  if (state.failed || state.data === undefined) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂时无法获取，请稍后重试">
        <Button size="small" onClick={state.reload}>
          重新加载
        </Button>
      </Empty>
    );
  }
  if (isEmpty(state.data)) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return children(state.data);
}
