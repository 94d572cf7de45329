import { Flex, Spin } from 'antd';
import { LOADING_TEXT } from '../config/app';

/** Shown while a screen's code or first data is on its way. */
export function PageLoading({ minHeight = 320 }: { minHeight?: number }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight }} role="status" aria-live="polite">
      <Spin size="large" description={`${LOADING_TEXT}…`} />
    </Flex>
  );
}
