// What a screen shows when its data did not arrive: the reason when the server
// gave one (the client has shown transport errors already) and a retry.
import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { messageToShow } from '../../../../components/apiAnswer';
import { StatusResult } from '../../../../components/StatusResult';

export function LoadFailed({ error, what, retry }: { error: unknown; what: string; retry: () => void }) {
  return (
    <StatusResult
      status="warning"
      title={`${what}暂时无法查询`}
      subTitle={messageToShow(error) ?? '网络或服务暂时不可用，请稍后重试。'}
      extra={
        <Button icon={<ReloadOutlined />} onClick={retry}>
          重新加载
        </Button>
      }
    />
  );
}
