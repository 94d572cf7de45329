// /unitcenter/workscope: the work scopes of the unit and which of them the
// logged-in user holds (the manager holds all; an agent those granted, within
// the authorisation period).
import { CheckCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import { Alert, Descriptions, Tag } from 'antd';
import { AsyncView } from '../../../components/AsyncView';
import { PageHeader } from '../../../components/centre/PageHeader';
import { PAIRS_PER_ROW } from '../../../components/descriptions';
import { ItemList, ItemRow } from '../../../components/tables';
import { daysUntil, EXPIRY_WARNING_DAYS } from '../../../lib/auth-period';
import { dayOf, formatDay } from '../../../lib/calendar-days';
import { useWorkScope } from '../shared/role';

export function WorkScopeScreen() {
  const scope = useWorkScope();
  const today = formatDay(new Date());
  return (
    <>
      <PageHeader description="查看本单位的全部经办权限，以及您当前可以办理的范围。" />
      <AsyncView state={scope}>
        {(data) => {
          const manager = data.loginRole === 'manager';
          const left = data.authEndDate ? daysUntil(data.authEndDate, today) : undefined;
          return (
            <>
              <Descriptions bordered column={PAIRS_PER_ROW} size="middle" style={{ marginBottom: 20 }}>
                <Descriptions.Item label="登录人">{data.name}</Descriptions.Item>
                <Descriptions.Item label="登录身份">{manager ? '单位管理员' : '单位经办人'}</Descriptions.Item>
                {!manager && data.authStartDate && data.authEndDate && (
                  <Descriptions.Item label="授权期限" span="filled">
                    {dayOf(data.authStartDate)} 至 {dayOf(data.authEndDate)}
                  </Descriptions.Item>
                )}
              </Descriptions>
              {left !== undefined && left >= 0 && left <= EXPIRY_WARNING_DAYS && (
                <Alert
                  type="warning"
                  showIcon
                  style={{ marginBottom: 16 }}
                  title={`您的授权将于 ${left} 天后到期，请及时联系单位管理员延期。`}
                />
              )}
              {left !== undefined && left < 0 && (
                <Alert
                  type="error"
                  showIcon
                  style={{ marginBottom: 16 }}
                  title="您的授权已过期，暂不能代表单位办理业务，请联系单位管理员。"
                />
              )}
              <ItemList
                bordered
                items={data.scopeList}
                rowKey={(item) => item.code}
                renderItem={(item) => (
                  <ItemRow
                    extra={item.granted ? <Tag color="green">可办理</Tag> : <Tag>未授权</Tag>}
                    aria-label={`${item.name}：${item.granted ? '可办理' : '未授权'}`}
                    avatar={
                      item.granted ? (
                        <CheckCircleFilled style={{ color: '#389e0d' }} />
                      ) : (
                        <MinusCircleOutlined style={{ color: '#8c8c8c' }} />
                      )
                    }
                    title={item.name}
                    description={`权限编码 ${item.code}`}
                  />
                )}
              />
            </>
          );
        }}
      </AsyncView>
    </>
  );
}
