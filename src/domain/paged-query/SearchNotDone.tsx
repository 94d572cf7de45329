// What a query screen shows when its search failed or was refused: the
// failure (already told by the client) with 重新查询, or the server's reason.
import { Alert, Button } from 'antd';
import { StatusResult } from '../../components/StatusResult';

export function SearchFailed({
  onRetry,
  detail = '网络或服务暂时异常，您填写的查询条件已保留。',
}: {
  onRetry: () => void;
  detail?: string;
}) {
  return <StatusResult status="warning" title="查询未完成" subTitle={detail} extra={<Button onClick={onRetry}>重新查询</Button>} />;
}

export function SearchRefused({ message }: { message: string }) {
  return <Alert type="error" showIcon title="查询未成功" description={message} />;
}
