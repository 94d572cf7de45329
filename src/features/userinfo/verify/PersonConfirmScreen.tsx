// /center/confirm: the person's basic information as the bureau holds it
// (queryBiPersonInfo, SM4-encrypted answer, identity and phone masked), corrected
// where needed and confirmed (updateBiPersonInfo, SM4-encrypted request; the
// server confirms the logged-in person, the phone is changed by its own check).
import { Alert, Button, Descriptions, Form, Input } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { api } from '../../../api';
import type { components } from '../../../api/generated/channel';
import { answerOf } from '../../../components/apiAnswer';
import { PAIRS_PER_ROW } from '../../../components/descriptions';
import { useFeedback } from '../../../components/feedback';
import { useSubmission } from '../../../components/useSubmission';
import { paths } from '../../../config/paths';
import type { DictCode } from '../../../domain/dictionary/useDictionary';
import { DictSelect } from '../common/DictSelect';
import { identityFromState } from './flow';
import { ConfirmStage } from './FlowGate';

type BiPersonInfo = components['schemas']['BiPersonInfo'];
type BiPersonUpdate = components['schemas']['BiPersonInfoUpdateRequest'];
type EditableFields = BiPersonUpdate;

const ADDRESS_MAX = 100;
const SEX_NAMES: Record<BiPersonInfo['sex'], string> = { '1': '男', '2': '女' };
const CODE_FIELDS: Array<[keyof EditableFields, string, DictCode]> = [
  ['nation', '民族', 'nation'],
  ['householdType', '户口性质', 'householdType'],
  ['educationLevel', '文化程度', 'educationLevel'],
  ['politicalAffiliation', '政治面貌', 'politicalAffiliation'],
];

function ConfirmForm({ info, onDone }: { info: BiPersonInfo; onDone: () => void }) {
  const { message } = useFeedback();
  const { submitting, refusal, submit } = useSubmission();

  const confirm = (values: EditableFields) =>
    submit(async () => {
      const body: BiPersonUpdate = {
        ...values,
        householdAddress: values.householdAddress.trim(),
        residenceAddress: values.residenceAddress.trim(),
      };
      await answerOf(api.channel.POST('/biVerification/updateBiPersonInfo', { body }));
      message.success('基本信息已确认');
      onDone();
    });

  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={PAIRS_PER_ROW}
        title="身份信息（来自公安人口信息，不可修改）"
        style={{ marginBottom: 20 }}
      >
        <Descriptions.Item label="姓名">{info.name}</Descriptions.Item>
        <Descriptions.Item label="证件号码">{info.idCardNo}</Descriptions.Item>
        <Descriptions.Item label="性别">{SEX_NAMES[info.sex]}</Descriptions.Item>
        <Descriptions.Item label="出生日期">{info.birthDate}</Descriptions.Item>
        <Descriptions.Item label="手机号码" span="filled">
          {info.cellphone} <Link to={paths.center.checkPhone}>号码有误？去核验手机号</Link>
        </Descriptions.Item>
      </Descriptions>
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} />}
      <Form<EditableFields> layout="vertical" aria-label="核对基本信息" initialValues={info} onFinish={(values) => void confirm(values)}>
        {CODE_FIELDS.map(([name, label, code]) => (
          <Form.Item key={name} name={name} label={label} rules={[{ required: true, message: `请选择${label}` }]}>
            <DictSelect code={code} />
          </Form.Item>
        ))}
        {(
          [
            ['householdAddress', '户籍地址'],
            ['residenceAddress', '常住地址'],
          ] as const
        ).map(([name, label]) => (
          <Form.Item
            key={name}
            name={name}
            label={label}
            rules={[
              { required: true, whitespace: true, message: `请输入${label}` },
              { max: ADDRESS_MAX, message: `${label}不能超过 ${ADDRESS_MAX} 个字符` },
            ]}
          >
            <Input maxLength={ADDRESS_MAX} />
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit" size="large" loading={submitting}>
          信息无误，确认提交
        </Button>
      </Form>
    </>
  );
}

export function PersonConfirmScreen() {
  const identity = identityFromState(useLocation().state);
  return (
    <ConfirmStage
      subject="person"
      title="基本信息确认"
      identityPassed={Boolean(identity?.faceSerialNo)}
      load={() => answerOf(api.channel.POST('/biVerification/queryBiPersonInfo', { body: {} }))}
    >
      {(data, finish) => <ConfirmForm info={data.personInfo} onDone={finish} />}
    </ConfirmStage>
  );
}
