// The data-sharing authorisation of the provincial government service network
// (extend/querySignInfoForGov): signed, with its time, or a link to sign it
// there; the network sends the user back to /center/auth with the result.
import { FileProtectOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Typography } from 'antd';
import { api } from '../../../../api';
import { answerOf } from '../../../../components/apiAnswer';
import { AsyncView } from '../../../../components/AsyncView';
import { useFeedback } from '../../../../components/feedback';
import { followUrl } from '../../../../components/navigation';
import { Panel } from '../../../../components/Panel';
import { useAsyncData } from '../../../../components/useAsyncData';

export function GovSignCard({ version }: { version: number }) {
  const { message } = useFeedback();
  const sign = useAsyncData(`gov-sign:${version}`, () => answerOf(api.person.POST('/extend/querySignInfoForGov', { body: {} })));

  const goSign = (signUrl: string | undefined) => {
    if (followUrl(signUrl, { opening: 'self', source: 'service' }).kind === 'rejected') void message.error('签署地址无效，请稍后重试');
  };

  return (
    <Panel
      size="small"
      style={{ marginTop: 16 }}
      title={
        <Flex gap={8} align="center">
          <FileProtectOutlined />
          政务服务网数据共享授权书
        </Flex>
      }
    >
      <AsyncView state={sign} rows={1}>
        {(info) => (
          <Flex justify="space-between" align="center" gap={16} wrap>
            <Typography.Text type="secondary">
              办理需要调取政务服务网证照与办件数据的业务前，须在政务服务网签署数据共享授权书。
            </Typography.Text>
            {info.signed ? (
              <span>
                <Tag color="success">已签署</Tag>
                <Typography.Text type="secondary">{info.signTime}</Typography.Text>
              </span>
            ) : (
              <Button type="primary" ghost onClick={() => goSign(info.signUrl)}>
                去签署
              </Button>
            )}
          </Flex>
        )}
      </AsyncView>
    </Panel>
  );
}
