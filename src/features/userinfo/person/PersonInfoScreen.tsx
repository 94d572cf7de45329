// /center/personInfo, "个人基本信息": the basic information with its reveal and
// correction, this year's verification, and whether the phone numbers agree.
import { Alert, Button, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { api } from '../../../api';
import { answerOf } from '../../../components/apiAnswer';
import { AsyncView } from '../../../components/AsyncView';
import { Panel } from '../../../components/Panel';
import { useAsyncData } from '../../../components/useAsyncData';
import { paths } from '../../../config/paths';
import { VerificationStatusCard } from '../common/VerificationStatus';
import { BasicInfoCard } from './BasicInfo';
import '../userinfo.css';

function PhoneStatusCard() {
  const todo = useAsyncData('cellphone-todo', () => answerOf(api.person.POST('/base/checkUpdateCellphoneTodo', { body: {} })));
  return (
    <Panel title="手机号核验">
      <AsyncView state={todo} rows={1}>
        {(data) =>
          data.todo ? (
            <Alert
              type="warning"
              showIcon
              title="账户手机号与社保登记的手机号不一致"
              description={`账户手机号 ${data.accountCellphoneMasked}，社保登记手机号 ${data.baseInfoCellphoneMasked ?? '未登记'}。请选择以哪一个为准。`}
              action={
                <Link to={paths.center.checkPhone}>
                  <Button type="primary">去处理</Button>
                </Link>
              }
            />
          ) : (
            <Alert type="success" showIcon title={`账户手机号 ${data.accountCellphoneMasked} 与社保登记一致`} />
          )
        }
      </AsyncView>
    </Panel>
  );
}

export function PersonInfoScreen() {
  return (
    <div className="userinfo-screen">
      <Typography.Title level={3}>个人基本信息</Typography.Title>
      <Flex vertical gap={16}>
        <BasicInfoCard />
        <VerificationStatusCard agreement={paths.center.argee} />
        <PhoneStatusCard />
      </Flex>
    </div>
  );
}
