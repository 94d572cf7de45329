// The insured status another system asks for with a one-time ticket (`/task?funcId=…&ticket=…`).
import { Alert } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../../../../api';
import { answerOf } from '../../../../../components/apiAnswer';
import { AsyncView } from '../../../../../components/AsyncView';
import { useAsyncData } from '../../../../../components/useAsyncData';
import { TICKET_PATTERN } from './insurance-queries';
import { Insured } from './shared';

export function TicketQueryScreen() {
  const [params] = useSearchParams();
  const ticket = params.get('ticket') ?? '';
  const valid = TICKET_PATTERN.test(ticket);
  const answer = useAsyncData(valid ? `ticket:${ticket}` : null, () =>
    answerOf(api.businessCenter.POST('/{token}', { params: { path: { token: ticket } }, body: {} })),
  );
  if (!valid) {
    return (
      <Alert
        type="warning"
        showIcon
        title="查询票据无效"
        description="请从政务服务网或国家社会保险公共服务平台重新进入本服务；票据仅可使用一次，5 分钟内有效。"
      />
    );
  }
  return (
    <AsyncView state={answer}>
      {(data) => (
        <Insured
          person={data}
          list={data.list}
          source={[
            { key: 'issuer', label: '来源', children: data.issuer },
            { key: 'time', label: '签发时间', children: data.issueTime },
          ]}
        />
      )}
    </AsyncView>
  );
}
