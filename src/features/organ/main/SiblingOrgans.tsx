// The institutions registered under the same unified social credit code
// (organ/queryOrganList): one code may hold several institutions, each with
// its own account. The one in use is marked; another opened one can be chosen,
// which means logging out and logging in with its number (aaz100).
import { ApartmentOutlined } from '@ant-design/icons';
import { Button, Tag, Typography } from 'antd';
import { api } from '../../../api';
import type { components } from '../../../api/generated/unit';
import { answerOf } from '../../../components/apiAnswer';
import { AsyncView } from '../../../components/AsyncView';
import { useFeedback } from '../../../components/feedback';
import { logout } from '../../../components/logout';
import { reloadAt } from '../../../components/navigation';
import { Panel } from '../../../components/Panel';
import { Table } from '../../../components/tables';
import { useAsyncData } from '../../../components/useAsyncData';
import { paths } from '../../../config/paths';
import type { OrganUser } from '../shared/role';

type OrganOption = components['schemas']['OrganOption'];

/** The login page with the institution tab open. */
const ORGAN_LOGIN = `${paths.login.login}?${new URLSearchParams({ type: 'organ' }).toString()}` as const;

export function SiblingOrgans({ user }: { user: OrganUser }) {
  const { modal } = useFeedback();
  const organs = useAsyncData(`organ-siblings:${user.socialCreditCode}`, () =>
    answerOf(api.unit.POST('/organ/queryOrganList', { body: { socialCreditCode: user.socialCreditCode } })).then((map) => map.list),
  );

  const switchTo = ({ organName, aaz100 }: OrganOption) =>
    modal.confirm({
      title: `切换到“${organName}”`,
      content: `将退出当前机构的登录，请在登录页以机构编号 ${aaz100} 和该机构的账号重新登录。`,
      okText: '退出并前往登录',
      cancelText: '取消',
      onOk: async () => {
        // The centre's guard goes there the moment the session ends; the full load
        // then starts the portal afresh for the other institution's account.
        await logout(ORGAN_LOGIN);
        reloadAt(ORGAN_LOGIN);
      },
    });

  return (
    <Panel
      size="small"
      title={
        <>
          <ApartmentOutlined /> 同一信用代码下的机构
        </>
      }
      className="organ-section"
    >
      <AsyncView state={organs} rows={2} isEmpty={(list) => list.length === 0} empty="该统一社会信用代码下暂无其他机构">
        {(list) => (
          <>
            <Table<OrganOption>
              rowKey="aaz100"
              size="small"
              dataSource={list}
              columns={[
                { title: '机构名称', dataIndex: 'organName' },
                { title: '机构编号', dataIndex: 'aaz100', width: 180 },
                { title: '统筹区', dataIndex: 'areaName', width: 100 },
                {
                  title: '状态',
                  width: 140,
                  render: (_, organ) => <SiblingAction organ={organ} current={organ.aaz100 === user.aaz100} onSwitch={switchTo} />,
                },
              ]}
              pagination={false}
            />
            {list.some((organ) => !organ.opened) && (
              <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
                未开通的机构须由所属单位的管理员在单位中心“所属机构”中开通账号。
              </Typography.Paragraph>
            )}
          </>
        )}
      </AsyncView>
    </Panel>
  );
}

function SiblingAction({ organ, current, onSwitch }: { organ: OrganOption; current: boolean; onSwitch: (organ: OrganOption) => void }) {
  if (current) return <Tag color="blue">当前机构</Tag>;
  if (!organ.opened) return <Tag>未开通</Tag>;
  return (
    <Button
      type="link"
      size="small"
      style={{ padding: 0 }}
      onClick={() => onSwitch(organ)}
      aria-label={`已开通，切换登录：${organ.organName}`}
    >
      已开通，切换登录
    </Button>
  );
}
