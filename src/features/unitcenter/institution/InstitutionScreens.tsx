// /unitcenter/institution: the unit's institutions registered separately in
// the social-security system (unitBase/queryUnitInstitutionList) and opening
// an institution account with its manager (organ/openOrgan).
// /unitcenter/organAgents: the managers of the opened institutions, changed
// (organ/updateManager) or given a temporary password (organ/resetManagerPassword).
// Both change things for the unit manager only.
import { Alert, Button, Form, Input, Modal, Space, Tag, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { api } from '../../../api';
import type { components } from '../../../api/generated/unit';
import { answerOf, envelopeOf, messageToShow } from '../../../components/apiAnswer';
import { AsyncView } from '../../../components/AsyncView';
import { mobileRules, newPasswordRules, personNameRules, repeatPasswordRules, residentIdRules } from '../../../components/centre/formRules';
import { PageHeader } from '../../../components/centre/PageHeader';
import { useSave } from '../../../components/centre/useSave';
import { useFeedback } from '../../../components/feedback';
import { Table } from '../../../components/tables';
import { useAsyncData } from '../../../components/useAsyncData';
import { NumberSmsCodeField } from '../../../domain/sms/NumberSmsCodeField';
import { dayOf } from '../../../lib/calendar-days';
import { PASSWORD_HINT } from '../../../lib/password-rules';
import { isUnitManager, ManagerOnly, useWorkScope } from '../shared/role';

type Institution = components['schemas']['UnitInstitution'];

function useInstitutions() {
  return useAsyncData('unit-institutions', () => answerOf(api.unit.POST('/unitBase/queryUnitInstitutionList', { body: {} })));
}

const baseColumns: TableColumnsType<Institution> = [
  { title: '机构编号', dataIndex: 'aaz100', width: 170 },
  { title: '机构名称', dataIndex: 'organName' },
  { title: '统筹区', dataIndex: 'areaName', width: 90 },
];

export function InstitutionScreen() {
  const scope = useWorkScope();
  const institutions = useInstitutions();
  const [opening, setOpening] = useState<Institution>();
  const manager = scope.data ? isUnitManager(scope.data) : false;
  return (
    <>
      <PageHeader
        title="所属机构"
        description="与本单位关联、在社保经办系统中单独立户的下属机构。未开通的机构可由单位管理员开通机构账号并指定管理员。"
      />
      {scope.data && !manager && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title="开通机构账号仅限单位管理员办理，您可查看机构开通情况。" />
      )}
      <AsyncView state={institutions} isEmpty={(data) => data.list.length === 0} empty="本单位暂无下属机构">
        {(data) => (
          <Table<Institution>
            rowKey="aaz100"
            dataSource={data.list}
            columns={[
              ...baseColumns,
              {
                title: '开通情况',
                width: 210,
                render: (_, item) =>
                  item.opened ? (
                    <Space orientation="vertical" size={0}>
                      <Tag color="green">已开通</Tag>
                      <span>
                        管理员 {item.managerName} {item.managerCellphoneMasked}
                      </span>
                      {item.openDate && <span style={{ color: '#5c6b7e' }}>开通于 {dayOf(item.openDate)}</span>}
                    </Space>
                  ) : (
                    <Tag color="orange">未开通</Tag>
                  ),
              },
              {
                title: '操作',
                width: 110,
                render: (_, item) =>
                  !item.opened && manager ? (
                    <Button type="link" onClick={() => setOpening(item)} aria-label={`开通账号：${item.organName}`}>
                      开通账号
                    </Button>
                  ) : null,
              },
            ]}
            pagination={false}
          />
        )}
      </AsyncView>
      {opening && (
        <ManagerDialog
          institution={opening}
          mode="open"
          onClose={() => setOpening(undefined)}
          onDone={() => {
            setOpening(undefined);
            institutions.reload();
          }}
        />
      )}
    </>
  );
}

export function OrganAgentsScreen() {
  return (
    <>
      <PageHeader
        title="机构经办人管理"
        description="管理已开通下属机构的管理员：更换管理员，或在管理员无法自行找回密码时为其重置密码。机构的经办人由机构管理员在机构中心管理。"
      />
      <ManagerOnly what="机构管理员的更换与密码重置">
        <OpenedInstitutions />
      </ManagerOnly>
    </>
  );
}

function OpenedInstitutions() {
  const institutions = useInstitutions();
  const [action, setAction] = useState<{ institution: Institution; kind: 'change' | 'reset' }>();
  return (
    <>
      <AsyncView
        state={institutions}
        isEmpty={(data) => !data.list.some((item) => item.opened)}
        empty="暂无已开通账号的下属机构，可在“所属机构”中开通"
      >
        {(data) => (
          <Table<Institution>
            rowKey="aaz100"
            dataSource={data.list.filter((item) => item.opened)}
            columns={[
              ...baseColumns,
              { title: '机构管理员', render: (_, item) => `${item.managerName ?? ''} ${item.managerCellphoneMasked ?? ''}`, width: 170 },
              {
                title: '操作',
                width: 190,
                render: (_, item) => (
                  <Space size={0}>
                    <Button
                      type="link"
                      onClick={() => setAction({ institution: item, kind: 'change' })}
                      aria-label={`更换管理员：${item.organName}`}
                    >
                      更换管理员
                    </Button>
                    <Button
                      type="link"
                      onClick={() => setAction({ institution: item, kind: 'reset' })}
                      aria-label={`重置密码：${item.organName} 管理员`}
                    >
                      重置密码
                    </Button>
                  </Space>
                ),
              },
            ]}
            pagination={false}
          />
        )}
      </AsyncView>
      {action?.kind === 'change' && (
        <ManagerDialog
          institution={action.institution}
          mode="change"
          onClose={() => setAction(undefined)}
          onDone={() => {
            setAction(undefined);
            institutions.reload();
          }}
        />
      )}
      {action?.kind === 'reset' && <ResetManagerPasswordDialog institution={action.institution} onClose={() => setAction(undefined)} />}
    </>
  );
}

interface ManagerFields {
  managerName: string;
  managerIdCardNo: string;
  managerCellphone: string;
  cellphoneCode: string;
  password?: string;
  repeatPassword?: string;
}

/** Opening an institution account with its manager, or changing the manager of an opened one. */
function ManagerDialog({
  institution,
  mode,
  onClose,
  onDone,
}: {
  institution: Institution;
  mode: 'open' | 'change';
  onClose: () => void;
  onDone: () => void;
}) {
  const { message } = useFeedback();
  const [form] = Form.useForm<ManagerFields>();
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string }>();

  const save = async () => {
    const fields = await form.validateFields().catch(() => undefined);
    if (!fields) return;
    setSaving(true);
    setNotice(undefined);
    const manager = {
      aaz100: institution.aaz100,
      managerName: fields.managerName.trim(),
      managerIdCardNo: fields.managerIdCardNo.trim().toUpperCase(),
      managerCellphone: fields.managerCellphone.trim(),
      cellphoneCode: fields.cellphoneCode,
    };
    try {
      if (mode === 'open') {
        const opened = await answerOf(api.unit.POST('/organ/openOrgan', { body: { ...manager, password: fields.password ?? '' } }));
        void message.success(`${opened.organName} 已开通，开通日期 ${dayOf(opened.openDate)}`);
      } else {
        await envelopeOf(api.unit.POST('/organ/updateManager', { body: manager }));
        void message.success('机构管理员已更换，原管理员的登录已失效');
      }
      onDone();
    } catch (error) {
      setNotice({ type: 'error', text: messageToShow(error) ?? '提交未完成，请稍后重试' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={mode === 'open' ? `开通机构账号：${institution.organName}` : `更换机构管理员：${institution.organName}`}
      okText={mode === 'open' ? '确认开通' : '确认更换'}
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      width={560}
      destroyOnHidden
    >
      {notice && <Alert type={notice.type} showIcon title={notice.text} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical">
        <Form.Item name="managerName" label={mode === 'open' ? '管理员姓名' : '新管理员姓名'} rules={personNameRules}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="managerIdCardNo" label="身份证号码" rules={residentIdRules}>
          <Input maxLength={18} />
        </Form.Item>
        <Form.Item name="managerCellphone" label="手机号码" rules={mobileRules} extra="机构账号以该号码为绑定手机">
          <Input maxLength={11} />
        </Form.Item>
        <NumberSmsCodeField name="cellphoneCode" scene="register" cellphoneField="managerCellphone" onNotice={setNotice} />
        {mode === 'open' && <PasswordPair extra={`${PASSWORD_HINT}。管理员首次登录须修改。`} label="管理员初始密码" />}
      </Form>
    </Modal>
  );
}

function PasswordPair({ label, extra }: { label: string; extra: ReactNode }) {
  return (
    <>
      <Form.Item name="password" label={label} rules={newPasswordRules} extra={extra}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="repeatPassword" label="确认密码" dependencies={['password']} rules={repeatPasswordRules('password')}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}

function ResetManagerPasswordDialog({ institution, onClose }: { institution: Institution; onClose: () => void }) {
  const { message } = useFeedback();
  const [form] = Form.useForm<{ password: string }>();
  const { saving, run, alert } = useSave('重置未完成，请稍后重试');

  const save = async () => {
    const fields = await form.validateFields().catch(() => undefined);
    if (!fields) return;
    await run(
      () =>
        envelopeOf(api.unit.POST('/organ/resetManagerPassword', { body: { aaz100: institution.aaz100, newPassword: fields.password } })),
      () => {
        void message.success('已重置，管理员将收到短信通知，下次登录须修改密码');
        onClose();
      },
    );
  };

  return (
    <Modal
      open
      title={`重置管理员密码：${institution.organName}`}
      okText="确认重置"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={`重置后管理员 ${institution.managerName ?? ''} 原有登录全部失效，须以临时密码登录并修改。`}
      />
      {alert}
      <Form form={form} layout="vertical">
        <PasswordPair label="临时密码" extra={PASSWORD_HINT} />
      </Form>
    </Modal>
  );
}
