// /unitcenter/confirm: the unit checks and corrects its basic information and
// confirms it (updateBiUnitInfo, SM4-encrypted request) with the contact phone
// verified on the previous page.
import { Alert, Button, Descriptions, Form, Input, InputNumber } from 'antd';
import { useLocation } from 'react-router-dom';
import { api } from '../../../api';
import { answerOf } from '../../../components/apiAnswer';
import { PAIRS_PER_ROW } from '../../../components/descriptions';
import { useFeedback } from '../../../components/feedback';
import { useSubmission } from '../../../components/useSubmission';
import { isResidentIdNumber } from '../../../lib/id-validators';
import { identityFromState } from '../verify/flow';
import { ConfirmStage } from '../verify/FlowGate';
import { INDUSTRY_CODE, MAX_STAFF, normaliseIndustryCode, POSTAL_CODE, UNIT_TYPES, type BiUnitInfo, type BiUnitUpdate } from './unit-info';
import { loadBiUnitInfo } from './UnitBasicInfoScreen';

type UnitForm = Omit<BiUnitUpdate, 'contactPhone'>;

function ConfirmForm({ info, contactPhone, onDone }: { info: BiUnitInfo; contactPhone: string; onDone: () => void }) {
  const { message } = useFeedback();
  const { submitting, refusal, submit } = useSubmission();

  const confirm = (values: UnitForm) =>
    submit(async () => {
      const body: BiUnitUpdate = {
        ...values,
        businessAddress: values.businessAddress.trim(),
        contactName: values.contactName.trim(),
        industryCode: normaliseIndustryCode(values.industryCode),
        contactIdCardNo: values.contactIdCardNo.toUpperCase(),
        contactPhone,
      };
      await answerOf(api.channel.POST('/biVerification/updateBiUnitInfo', { body }));
      message.success('单位基本信息已确认');
      onDone();
    });

  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={PAIRS_PER_ROW}
        title="登记信息（来自市场监管登记，不可修改）"
        style={{ marginBottom: 20 }}
      >
        <Descriptions.Item label="单位名称" span="filled">
          {info.unitName}
        </Descriptions.Item>
        <Descriptions.Item label="统一社会信用代码">{info.socialCreditCode}</Descriptions.Item>
        <Descriptions.Item label="单位类型">{UNIT_TYPES[info.unitType]}</Descriptions.Item>
        <Descriptions.Item label="法定代表人">{info.legalPersonName}</Descriptions.Item>
        <Descriptions.Item label="注册地址">{info.registeredAddress}</Descriptions.Item>
      </Descriptions>
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} />}
      <Form<UnitForm>
        layout="vertical"
        aria-label="核对单位信息"
        initialValues={{
          businessAddress: info.businessAddress,
          postalCode: info.postalCode,
          industryCode: info.industryCode,
          staffCount: info.staffCount,
          contactName: info.contactName,
        }}
        onFinish={(values) => void confirm(values)}
      >
        <Form.Item
          name="businessAddress"
          label="实际经营地址"
          rules={[
            { required: true, whitespace: true, message: '请输入实际经营地址' },
            { max: 100, message: '地址不能超过 100 个字符' },
          ]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="postalCode"
          label="邮政编码"
          rules={[
            { required: true, message: '请输入邮政编码' },
            { pattern: POSTAL_CODE, message: '邮政编码为 6 位数字' },
          ]}
        >
          <Input maxLength={6} inputMode="numeric" />
        </Form.Item>
        <Form.Item
          name="industryCode"
          label="所属行业代码"
          extra="国民经济行业分类门类字母加两位大类代码，如 I65 软件和信息技术服务业"
          normalize={(value: string) => normaliseIndustryCode(value ?? '')}
          rules={[
            { required: true, message: '请输入所属行业代码' },
            { pattern: INDUSTRY_CODE, message: '格式为一个大写字母加两位数字，如 I65' },
          ]}
        >
          <Input maxLength={3} />
        </Form.Item>
        <Form.Item name="staffCount" label="在职职工人数" rules={[{ required: true, message: '请输入在职职工人数' }]}>
          <InputNumber min={0} max={MAX_STAFF} precision={0} style={{ width: 200 }} suffix="人" />
        </Form.Item>
        <Form.Item
          name="contactName"
          label="社保联系人姓名"
          rules={[
            { required: true, whitespace: true, message: '请输入联系人姓名' },
            { max: 30, message: '姓名不能超过 30 个字符' },
          ]}
        >
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item
          name="contactIdCardNo"
          label="联系人身份证号码"
          rules={[
            { required: true, message: '请输入联系人身份证号码' },
            {
              validator: async (_, value: string | undefined) => {
                if (value && !isResidentIdNumber(value.toUpperCase())) throw new Error('身份证号码不正确，请核对（含末位校验码）');
              },
            },
          ]}
        >
          <Input maxLength={18} />
        </Form.Item>
        <Form.Item label="联系人手机号码（已验证）">
          <Input value={contactPhone} disabled />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" loading={submitting}>
          信息无误，确认提交
        </Button>
      </Form>
    </>
  );
}

export function UnitConfirmScreen() {
  const contactPhone = identityFromState(useLocation().state)?.contactPhone;
  return (
    <ConfirmStage subject="unit" title="单位基本信息确认" identityPassed={Boolean(contactPhone)} load={loadBiUnitInfo}>
      {(data, finish) => <ConfirmForm info={data} contactPhone={contactPhone ?? ''} onDone={finish} />}
    </ConfirmStage>
  );
}
