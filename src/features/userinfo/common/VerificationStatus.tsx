// Whether this year's basic-information verification is due
// (biVerification/verificationSubject), with the way into it.
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions } from 'antd';
import { Link } from 'react-router-dom';
import { api } from '../../../api';
import { answerOf } from '../../../components/apiAnswer';
import { AsyncView } from '../../../components/AsyncView';
import { PAIRS_PER_ROW } from '../../../components/descriptions';
import { Panel } from '../../../components/Panel';
import { useAsyncData } from '../../../components/useAsyncData';
import type { AppPath } from '../../../config/paths';

export function useVerificationSubject() {
  return useAsyncData('bi-subject', () => answerOf(api.channel.POST('/biVerification/verificationSubject', { body: {} })));
}

export function VerificationStatusCard({ agreement }: { agreement: AppPath }) {
  const subject = useVerificationSubject();
  return (
    <Panel title="年度基本信息核验">
      <AsyncView state={subject} rows={2}>
        {(data) => (
          <>
            {data.needVerify ? (
              <Alert
                type="warning"
                showIcon
                title="请完成本年度基本信息核验"
                description={data.reason}
                action={
                  <Link to={agreement}>
                    <Button type="primary" icon={<SafetyCertificateOutlined />}>
                      开始核验
                    </Button>
                  </Link>
                }
              />
            ) : (
              <Alert
                type="success"
                showIcon
                title="本年度基本信息已核验"
                action={
                  <Link to={agreement}>
                    <Button>重新核验</Button>
                  </Link>
                }
              />
            )}
            <Descriptions size="small" column={PAIRS_PER_ROW} style={{ marginTop: 12 }}>
              <Descriptions.Item label="核验对象">{data.subjectName}</Descriptions.Item>
              <Descriptions.Item label="上次核验">{data.lastVerifyDate ?? '尚未核验'}</Descriptions.Item>
            </Descriptions>
          </>
        )}
      </AsyncView>
    </Panel>
  );
}
