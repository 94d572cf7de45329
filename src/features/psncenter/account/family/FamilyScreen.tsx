// /center/family: the family members bound to the account (extend/
// findUserFamilyList, answer encrypted), adding one (bind dialog), following a
// pending confirmation (checkUserFamilyType, polled), sending the request
// again after a refusal (base/resetUserFamily) and unbinding.
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Popconfirm, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { api, serverMessageText } from '../../../../api';
import type { components } from '../../../../api/generated/person';
import { answerOf, envelopeOf, toastRefusal } from '../../../../components/apiAnswer';
import { PageHeader } from '../../../../components/centre/PageHeader';
import { useFeedback } from '../../../../components/feedback';
import { Table } from '../../../../components/tables';
import { useAsyncData } from '../../../../components/useAsyncData';
import { LoadFailed } from '../shared/LoadFailed';
import { BindFamilyDialog } from './BindFamilyDialog';
import { FamilyConfirmation, type PendingBinding } from './FamilyConfirmation';
import { canResend, FAMILY_STATE_LABELS, MEMBER_TYPE_LABELS } from './familyState';

type FamilyMember = components['schemas']['FamilyMember'];

export function FamilyScreen() {
  const { message } = useFeedback();
  const [version, setVersion] = useState(0);
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<PendingBinding>();
  const [busy, setBusy] = useState<string>();
  const members = useAsyncData(`family:${version}`, () => answerOf(api.person.POST('/extend/findUserFamilyList', { body: {} })));
  const refresh = () => setVersion((value) => value + 1);

  const act = async (bindId: string, run: () => Promise<void>) => {
    setBusy(bindId);
    try {
      await run();
    } catch (error) {
      toastRefusal(error);
    } finally {
      setBusy(undefined);
    }
  };

  const unbind = (member: FamilyMember) =>
    act(member.bindId, async () => {
      await envelopeOf(api.person.POST('/extend/unBindUserFamily', { body: { bindId: member.bindId } }));
      void message.success(member.state === 'confirmed' ? `已解除与 ${member.name} 的绑定` : `已撤回对 ${member.name} 的绑定申请`);
      refresh();
    });

  const resend = (member: FamilyMember) =>
    act(member.bindId, async () => {
      const answer = await envelopeOf(api.person.POST('/base/resetUserFamily', { body: { bindId: member.bindId } }));
      void message.success(serverMessageText(answer.msg, '已重新发送'));
      if (answer.map.state === 'waiting') setPending({ bindId: member.bindId, name: member.name });
      else refresh();
    });

  const columns: TableColumnsType<FamilyMember> = [
    { title: '关系', dataIndex: 'relationshipName', width: 80 },
    { title: '姓名', dataIndex: 'name', width: 100 },
    { title: '公民身份号码', dataIndex: 'idCardNo' },
    { title: '手机号码', dataIndex: 'cellphone', width: 130 },
    { title: '类别', dataIndex: 'memberType', render: (value: FamilyMember['memberType']) => MEMBER_TYPE_LABELS[value], width: 80 },
    {
      title: '状态',
      dataIndex: 'state',
      width: 120,
      render: (value: FamilyMember['state']) => <Tag color={FAMILY_STATE_LABELS[value].color}>{FAMILY_STATE_LABELS[value].text}</Tag>,
    },
    { title: '申请时间', dataIndex: 'applyTime', width: 110 },
    {
      title: '操作',
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_, member) => (
        <Space size={0} wrap>
          {member.state === 'waiting' && (
            <Button type="link" size="small" onClick={() => setPending({ bindId: member.bindId, name: member.name })}>
              查看确认进度
            </Button>
          )}
          {canResend(member.state) && (
            <Button type="link" size="small" loading={busy === member.bindId} onClick={() => void resend(member)}>
              重新发起
            </Button>
          )}
          <Popconfirm
            title={member.state === 'confirmed' ? `确定解除与 ${member.name} 的绑定？` : `确定删除对 ${member.name} 的绑定申请？`}
            description={member.state === 'confirmed' ? '解除后不能再代其查询或办理业务。' : undefined}
            okText="确定"
            cancelText="取消"
            onConfirm={() => unbind(member)}
          >
            <Button type="link" size="small" danger disabled={busy === member.bindId}>
              {member.state === 'confirmed' ? '解除绑定' : member.state === 'waiting' ? '撤回' : '删除'}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        description="绑定家庭成员后，可代其查询社会保险信息、办理部分业务。"
        extra={
          <Space>
            <Button icon={<ReloadOutlined />} onClick={refresh}>
              刷新
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              添加家庭成员
            </Button>
          </Space>
        }
      />
      {members.failed ? (
        <LoadFailed error={members.error} what="家庭成员" retry={members.reload} />
      ) : (
        <Table
          rowKey="bindId"
          loading={members.loading}
          columns={columns}
          dataSource={members.data?.list ?? []}
          scroll={{ x: true }}
          locale={{ emptyText: <Empty description="您还没有绑定家庭成员" /> }}
          pagination={false}
        />
      )}
      {adding && (
        <BindFamilyDialog
          onCancel={() => setAdding(false)}
          onBound={(answer, name) => {
            setAdding(false);
            refresh();
            if (answer.state === 'waiting') setPending({ bindId: answer.bindId, name });
          }}
        />
      )}
      {pending && (
        <FamilyConfirmation
          binding={pending}
          onClose={() => {
            setPending(undefined);
            refresh();
          }}
        />
      )}
    </>
  );
}
