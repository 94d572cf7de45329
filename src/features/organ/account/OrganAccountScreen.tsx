// /organ/account: the institution's manager (masked identity, phone, last
// login), the public business information the manager keeps
// (organ/updateBusinessExtension) and the user's own password
// (organ/updatePassword, for the manager and agents alike).
import { Alert, Button, Descriptions, Form, Input } from 'antd';
import { api } from '../../../api';
import type { components } from '../../../api/generated/unit';
import { envelopeOf } from '../../../components/apiAnswer';
import { AsyncView } from '../../../components/AsyncView';
import { ChangePasswordForm } from '../../../components/centre/ChangePasswordForm';
import { contactPhoneRules } from '../../../components/centre/formRules';
import { PageHeader } from '../../../components/centre/PageHeader';
import { useSave } from '../../../components/centre/useSave';
import { PAIRS_PER_ROW } from '../../../components/descriptions';
import { useFeedback } from '../../../components/feedback';
import { Panel } from '../../../components/Panel';
import { isOrganManager, useOrganInfo, useOrganUser } from '../shared/role';
import '../organ.css';

type BusinessExtension = components['schemas']['OrganBusinessExtension'];

export function OrganAccountScreen() {
  const info = useOrganInfo();
  const user = useOrganUser();
  const manager = user.data ? isOrganManager(user.data) : false;
  return (
    <>
      <PageHeader description="机构管理员信息、对外展示的业务信息与本人登录密码。" />
      <AsyncView state={info} rows={6}>
        {(data) => (
          <>
            <Panel size="small" title="机构管理员" className="organ-section">
              <Descriptions column={PAIRS_PER_ROW} size="small">
                <Descriptions.Item label="姓名">{data.manager.name}</Descriptions.Item>
                <Descriptions.Item label="手机">{data.manager.cellphoneMasked}</Descriptions.Item>
                {data.manager.idCardMasked && <Descriptions.Item label="身份证号码">{data.manager.idCardMasked}</Descriptions.Item>}
                {data.manager.lastLoginTime && (
                  <Descriptions.Item label="上次登录">{data.manager.lastLoginTime.replace('T', ' ').slice(0, 19)}</Descriptions.Item>
                )}
              </Descriptions>
              <Alert
                type="info"
                showIcon
                style={{ marginTop: 12 }}
                title="管理员忘记密码且无法自行找回时，可由所属单位管理员在单位中心“机构经办人管理”中重置。"
              />
            </Panel>
            <Panel size="small" title="业务信息" className="organ-section">
              {manager ? (
                <BusinessExtensionForm current={data.organ.businessExtension} onSaved={info.reload} />
              ) : (
                <Descriptions column={1} size="small">
                  <Descriptions.Item label="业务范围">{data.organ.businessExtension?.businessScope ?? '—'}</Descriptions.Item>
                  <Descriptions.Item label="办公地址">{data.organ.businessExtension?.officeAddress ?? '—'}</Descriptions.Item>
                  <Descriptions.Item label="联系电话">{data.organ.businessExtension?.contactPhone ?? '—'}</Descriptions.Item>
                </Descriptions>
              )}
            </Panel>
          </>
        )}
      </AsyncView>
      <Panel size="small" title="修改登录密码">
        <ChangePasswordForm
          submit={(oldPassword, newPassword) => envelopeOf(api.unit.POST('/organ/updatePassword', { body: { oldPassword, newPassword } }))}
        />
      </Panel>
    </>
  );
}

function BusinessExtensionForm({ current, onSaved }: { current: BusinessExtension | undefined; onSaved: () => void }) {
  const { message } = useFeedback();
  const { saving, run, alert } = useSave('保存未完成，请稍后重试');
  const save = async (fields: BusinessExtension) => {
    const update = () =>
      envelopeOf(
        api.unit.POST('/organ/updateBusinessExtension', {
          body: {
            businessScope: fields.businessScope.trim(),
            officeAddress: fields.officeAddress.trim(),
            contactPhone: fields.contactPhone.trim(),
            ...(fields.serviceHours?.trim() ? { serviceHours: fields.serviceHours.trim() } : {}),
          },
        }),
      );
    await run(update, () => {
      void message.success('业务信息已保存，即时生效');
      onSaved();
    });
  };
  return (
    <Form<BusinessExtension> layout="vertical" initialValues={current} onFinish={(fields) => void save(fields)} style={{ maxWidth: 560 }}>
      {alert}
      <Form.Item name="businessScope" label="业务范围" rules={[{ required: true, whitespace: true, message: '请输入业务范围' }]}>
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
      <Form.Item name="officeAddress" label="办公地址" rules={[{ required: true, whitespace: true, message: '请输入办公地址' }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="contactPhone" label="联系电话" rules={contactPhoneRules}>
        <Input maxLength={13} />
      </Form.Item>
      <Form.Item name="serviceHours" label="办公时间">
        <Input maxLength={50} placeholder="如：工作日 9:00-12:00，13:30-17:30" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        保存业务信息
      </Button>
    </Form>
  );
}
