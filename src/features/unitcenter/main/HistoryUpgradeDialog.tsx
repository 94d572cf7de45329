// Upgrading the unit's account of the former portal: an SMS code to the
// manager phone registered there (unitBase/sendHistoryUnitCode, after the
// slider check) moves its agents and addresses
// (unitBase/moveHistoryUnit); after the user agreement the move takes effect
// (unitBase/finishHistoryUnit). A failed step keeps what was typed.
import { Alert, Button, Checkbox, Descriptions, Form, Modal, Steps } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../../api';
import type { components } from '../../../api/generated/unit';
import { answerOf, messageToShow } from '../../../components/apiAnswer';
import { StatusResult } from '../../../components/StatusResult';
import { paths } from '../../../config/paths';
import { SmsCodeField } from '../../../domain/sms/SmsCodeInput';
import { useSmsSender, type SmsNotice } from '../../../domain/sms/useSmsSender';

type HistoryCheck = components['schemas']['CheckHistoryUnitResponse']['map'];
type Moved = components['schemas']['MoveHistoryUnitResponse']['map'];
type Upgraded = components['schemas']['UnitAccountResponse']['map'];

export function HistoryUpgradeDialog({
  socialCreditCode,
  history,
  onClose,
}: {
  socialCreditCode: string;
  history: HistoryCheck;
  onClose: (upgraded: boolean) => void;
}) {
  const [form] = Form.useForm<{ cellphoneCode: string; agreement: boolean }>();
  const [moved, setMoved] = useState<Moved>();
  const [finished, setFinished] = useState<Upgraded>();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<SmsNotice>();
  const sms = useSmsSender({ onNotice: setNotice });

  const run = async (step: () => Promise<void>) => {
    setBusy(true);
    setNotice(undefined);
    try {
      await step();
    } catch (error) {
      setNotice({ type: 'error', text: messageToShow(error) ?? '操作未完成，请稍后重试' });
    } finally {
      setBusy(false);
    }
  };

  const move = async () => {
    const values = await form.validateFields(['cellphoneCode']).catch(() => undefined);
    if (!values) return;
    await run(async () => {
      setMoved(
        await answerOf(api.unit.POST('/unitBase/moveHistoryUnit', { body: { socialCreditCode, cellphoneCode: values.cellphoneCode } })),
      );
    });
  };

  const finish = async () => {
    if (!moved) return;
    const values = await form.validateFields(['agreement']).catch(() => undefined);
    if (!values) return;
    await run(async () => {
      setFinished(
        await answerOf(api.unit.POST('/unitBase/finishHistoryUnit', { body: { moveSerial: moved.moveSerial, agreement: true } })),
      );
    });
  };

  const current = finished ? 2 : moved ? 1 : 0;
  const footer = finished
    ? [
        <Button key="done" type="primary" onClick={() => onClose(true)}>
          完成
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={() => onClose(false)}>
          取消
        </Button>,
        moved ? (
          <Button key="finish" type="primary" loading={busy} onClick={() => void finish()}>
            确认升级
          </Button>
        ) : (
          <Button key="move" type="primary" loading={busy} onClick={() => void move()}>
            下一步
          </Button>
        ),
      ];

  return (
    <Modal open title="历史单位账号升级" width={620} footer={footer} onCancel={() => onClose(Boolean(finished))} destroyOnHidden>
      <Steps
        size="small"
        current={current}
        style={{ marginBottom: 20 }}
        items={[{ title: '短信验证' }, { title: '确认迁移' }, { title: '升级完成' }]}
      />
      {notice && <Alert type={notice.type} showIcon title={notice.text} style={{ marginBottom: 16 }} />}
      {finished ? (
        <StatusResult
          status="success"
          title="账号升级完成"
          subTitle={`${finished.unitName}（${finished.socialCreditCode}）此后以统一社会信用代码和原密码登录。`}
        />
      ) : (
        <Form form={form} layout="vertical">
          <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label="原门户账号">{history.oldAccountMasked ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="登记的管理员手机">{history.managerCellphoneMasked ?? '—'}</Descriptions.Item>
          </Descriptions>
          {moved ? (
            <>
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 16 }}
                title={`已迁移经办人 ${moved.movedAgentCount} 名、邮寄地址 ${moved.movedAddressCount} 个`}
                description={`迁移须在 ${moved.expireTime} 前确认，逾期须重新迁移。确认后原账号停用。`}
              />
              <Form.Item
                name="agreement"
                valuePropName="checked"
                rules={[
                  {
                    validator: async (_, checked: boolean) => {
                      if (!checked) throw new Error('请阅读并同意单位用户服务协议');
                    },
                  },
                ]}
              >
                <Checkbox>
                  我已阅读并同意
                  <Link to={paths.agreements.unityhxy} target="_blank">
                    《单位用户服务协议》
                  </Link>
                </Checkbox>
              </Form.Item>
            </>
          ) : (
            <SmsCodeField
              name="cellphoneCode"
              extra="验证码发送至登记的管理员手机"
              send={() =>
                sms.withTicket((ticket) => api.unit.POST('/unitBase/sendHistoryUnitCode', { body: { socialCreditCode, ...ticket } }))
              }
            />
          )}
        </Form>
      )}
      {sms.dialog}
    </Modal>
  );
}
