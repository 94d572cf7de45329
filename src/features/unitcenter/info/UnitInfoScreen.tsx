// /unitcenter/unitinfo: the unit's registered information, its check against
// the market-regulation base store (unitBase/verifyUnitInfo) with the sync of
// differences (syncUnitInfo), and the information the unit supplies itself
// (addUnitInfo). Changes are for the unit manager; agents only read.
import { CheckCircleOutlined, SyncOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Form, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { api } from '../../../api';
import type { components } from '../../../api/generated/unit';
import { answerOf, envelopeOf, toastRefusal } from '../../../components/apiAnswer';
import { AsyncView } from '../../../components/AsyncView';
import { contactPhoneRules, PERSON_NAME_PATTERN } from '../../../components/centre/formRules';
import { PageHeader } from '../../../components/centre/PageHeader';
import { useSave } from '../../../components/centre/useSave';
import { PAIRS_PER_ROW } from '../../../components/descriptions';
import { useFeedback } from '../../../components/feedback';
import { Panel } from '../../../components/Panel';
import { Table } from '../../../components/tables';
import { AreaCascader } from '../../../domain/area/AreaCascader';
import { areaCodeOf } from '../../../domain/area/areas';
import { dayOf } from '../../../lib/calendar-days';
import { AUTH_TYPES, REGISTRATION_STATES, UNIT_TYPES } from '../shared/labels';
import { useUnitInfo } from '../shared/unitInfo';
import '../unitcenter.css';

type UnitInfo = components['schemas']['UnitInfo'];
type Verification = components['schemas']['VerifyUnitInfoResponse']['map'];

export function UnitInfoScreen() {
  const info = useUnitInfo();
  return (
    <>
      <PageHeader description="单位登记信息以市场监管或登记机关基础库为准，可随时比对并同步；行业、经营地址和联系人由单位补充。" />
      <AsyncView state={info} rows={10}>
        {(unit) => (
          <>
            <RegisteredInfo unit={unit} />
            <BaseStoreCheck manager={unit.loginRole === 'manager'} onSynced={info.reload} />
            <SuppliedInfo unit={unit} onSaved={info.reload} />
          </>
        )}
      </AsyncView>
    </>
  );
}

function RegisteredInfo({ unit }: { unit: UnitInfo }) {
  return (
    <Panel title="登记信息" size="small" className="unit-section">
      <Descriptions column={PAIRS_PER_ROW} size="small" bordered>
        <Descriptions.Item label="单位名称" span="filled">
          {unit.unitName}
        </Descriptions.Item>
        <Descriptions.Item label="统一社会信用代码">{unit.socialCreditCode}</Descriptions.Item>
        <Descriptions.Item label="单位类型">{UNIT_TYPES[unit.unitType]}</Descriptions.Item>
        <Descriptions.Item label="法定代表人">{unit.legalPersonName}</Descriptions.Item>
        <Descriptions.Item label="法定代表人手机">{unit.legalPersonCellphoneMasked}</Descriptions.Item>
        <Descriptions.Item label="登记住所" span="filled">
          {unit.registeredAddress}
        </Descriptions.Item>
        <Descriptions.Item label="身份认证">{unit.authType ? AUTH_TYPES[unit.authType] : '未认证'}</Descriptions.Item>
        <Descriptions.Item label="注册日期">{dayOf(unit.registerDate)}</Descriptions.Item>
      </Descriptions>
    </Panel>
  );
}

function BaseStoreCheck({ manager, onSynced }: { manager: boolean; onSynced: () => void }) {
  const { message } = useFeedback();
  const [result, setResult] = useState<Verification>();
  const [busy, setBusy] = useState<'verify' | 'sync'>();

  const verify = async () => {
    setBusy('verify');
    try {
      setResult(await answerOf(api.unit.POST('/unitBase/verifyUnitInfo', { body: {} })));
    } catch (error) {
      toastRefusal(error);
    } finally {
      setBusy(undefined);
    }
  };

  const sync = async () => {
    setBusy('sync');
    try {
      const answer = await answerOf(api.unit.POST('/unitBase/syncUnitInfo', { body: {} }));
      void message.success(answer.changedFields.length > 0 ? `已同步 ${answer.changedFields.length} 项信息` : '单位信息已是最新');
      setResult(undefined);
      onSynced();
    } catch (error) {
      toastRefusal(error);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Panel
      title="与基础库比对"
      size="small"
      className="unit-section"
      extra={
        <Button icon={<CheckCircleOutlined />} loading={busy === 'verify'} onClick={() => void verify()}>
          开始比对
        </Button>
      }
    >
      {!result && <span style={{ color: '#5c6b7e' }}>比对单位名称、类型、法定代表人与登记住所是否与基础库一致。</span>}
      {result && (
        <>
          <Space style={{ marginBottom: 12 }}>
            <span>登记状态：</span>
            <Tag color={result.registrationStatus === 'active' ? 'green' : 'red'}>{REGISTRATION_STATES[result.registrationStatus]}</Tag>
            <span style={{ color: '#5c6b7e' }}>比对时间 {result.checkTime}</span>
          </Space>
          {result.consistent ? (
            <Alert type="success" showIcon title="单位信息与基础库一致" />
          ) : (
            <>
              <Table
                size="small"
                rowKey="field"
                dataSource={result.differences}
                columns={[
                  { title: '项目', dataIndex: 'fieldName', width: 120 },
                  { title: '门户登记', dataIndex: 'portalValue' },
                  { title: '基础库', dataIndex: 'baseStoreValue' },
                ]}
                pagination={false}
              />
              {manager ? (
                <Button
                  type="primary"
                  icon={<SyncOutlined />}
                  style={{ marginTop: 12 }}
                  loading={busy === 'sync'}
                  onClick={() => void sync()}
                >
                  以基础库信息同步
                </Button>
              ) : (
                <Alert type="info" showIcon style={{ marginTop: 12 }} title="同步单位信息仅限单位管理员办理" />
              )}
            </>
          )}
        </>
      )}
    </Panel>
  );
}

interface SuppliedFields {
  industryCode: string;
  businessAddress: string;
  area: string[];
  contactName: string;
  contactPhone: string;
}

function SuppliedInfo({ unit, onSaved }: { unit: UnitInfo; onSaved: () => void }) {
  const { message } = useFeedback();
  const [form] = Form.useForm<SuppliedFields>();
  const { saving, run, alert } = useSave('保存未完成，请稍后重试');
  const manager = unit.loginRole === 'manager';

  const save = async (fields: SuppliedFields) => {
    const supply = () =>
      envelopeOf(
        api.unit.POST('/unitBase/addUnitInfo', {
          body: {
            industryCode: fields.industryCode.trim().toUpperCase(),
            businessAddress: fields.businessAddress.trim(),
            areaCode: areaCodeOf(fields.area),
            contactName: fields.contactName.trim(),
            contactPhone: fields.contactPhone.trim(),
          },
        }),
      );
    await run(supply, () => {
      void message.success('单位信息已保存');
      onSaved();
    });
  };

  return (
    <Panel title="单位补充信息" size="small">
      {!manager ? (
        <Descriptions column={PAIRS_PER_ROW} size="small" bordered>
          <Descriptions.Item label="所属行业">{unit.industryName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="所属统筹区">{unit.areaName}</Descriptions.Item>
          <Descriptions.Item label="实际经营地址" span="filled">
            {unit.businessAddress ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label="联系人">{unit.contactName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="联系电话">{unit.contactPhone ?? '—'}</Descriptions.Item>
        </Descriptions>
      ) : (
        <Form<SuppliedFields>
          form={form}
          layout="vertical"
          style={{ maxWidth: 560 }}
          onFinish={(values) => void save(values)}
          initialValues={{
            industryCode: unit.industryCode,
            businessAddress: unit.businessAddress,
            contactName: unit.contactName,
            contactPhone: unit.contactPhone,
          }}
        >
          {alert}
          <Form.Item
            name="industryCode"
            label="行业代码"
            extra={unit.industryName ? `当前：${unit.industryName}` : '国民经济行业分类代码，如 I6513'}
            rules={[
              { required: true, message: '请输入行业代码' },
              { pattern: /^[A-Ta-t][0-9]{4}$/, message: '行业代码为 1 位门类字母加 4 位数字，如 I6513' },
            ]}
          >
            <Input maxLength={5} />
          </Form.Item>
          <Form.Item
            name="area"
            label="所属统筹区"
            extra={`当前：${unit.areaName}`}
            rules={[{ required: true, message: '请选择所属统筹区' }]}
          >
            <AreaCascader />
          </Form.Item>
          <Form.Item
            name="businessAddress"
            label="实际经营地址"
            rules={[{ required: true, whitespace: true, message: '请输入实际经营地址' }]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            name="contactName"
            label="联系人"
            rules={[
              { required: true, message: '请输入联系人姓名' },
              { pattern: PERSON_NAME_PATTERN, message: '请输入 2 至 30 个汉字的姓名' },
            ]}
          >
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item name="contactPhone" label="联系电话" rules={contactPhoneRules}>
            <Input maxLength={13} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            保存补充信息
          </Button>
        </Form>
      )}
    </Panel>
  );
}
