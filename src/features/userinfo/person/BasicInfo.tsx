// The person's basic information (personInfo/getPersonInfo, SM4-encrypted
// answer): masked by default; the full ID number, phone and address only after
// a second face verification (twiceFaceVerify → getSensitivePersonInfo, SM4
// both ways); corrections saved with updatePersonInfo (SM4 request, timestamp).
import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Form, Input, Modal, Space, Tag } from 'antd';
import { useState } from 'react';
import { api } from '../../../api';
import type { components } from '../../../api/generated/person';
import { answerOf, messageToShow } from '../../../components/apiAnswer';
import { AsyncView } from '../../../components/AsyncView';
import { PAIRS_PER_ROW } from '../../../components/descriptions';
import { useFeedback } from '../../../components/feedback';
import { Panel } from '../../../components/Panel';
import { useAsyncData } from '../../../components/useAsyncData';
import { useSubmission } from '../../../components/useSubmission';
import type { DictCode } from '../../../domain/dictionary/useDictionary';
import { FaceCheck } from '../../../domain/face-scan/FaceCheck';
import { DictSelect } from '../common/DictSelect';

type PersonInfo = components['schemas']['PersonInfo'];
type SensitiveInfo = NonNullable<components['schemas']['SensitivePersonInfoResponse']['map']['sensitiveInfo']>;
type PersonInfoForm = components['schemas']['UpdatePersonInfoRequest'];

export const ADDRESS_MAX_LENGTH = 200;

export function usePersonInfo() {
  return useAsyncData('person-info', async () => (await answerOf(api.person.POST('/personInfo/getPersonInfo', { body: {} }))).personInfo);
}

function RevealDialog({ open, onClose, onRevealed }: { open: boolean; onClose: () => void; onRevealed: (info: SensitiveInfo) => void }) {
  const [attempt, setAttempt] = useState(0);
  const [problem, setProblem] = useState<string>();

  const reveal = async (faceSerialNo: string) => {
    setProblem(undefined);
    try {
      const { sensitiveInfo } = await answerOf(api.person.POST('/personInfo/getSensitivePersonInfo', { body: { faceSerialNo } }));
      if (sensitiveInfo) onRevealed(sensitiveInfo);
    } catch (failure) {
      // An expired serial comes back as data: start a new verification.
      setProblem(messageToShow(failure) ?? '完整信息暂时无法获取，请重新验证');
      setAttempt((previous) => previous + 1);
    }
  };

  return (
    <Modal open={open} title="查看完整信息" footer={null} onCancel={onClose} destroyOnHidden>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert type="info" showIcon title="为保护您的个人信息，查看完整的证件号码、手机号和地址前须完成本人人脸识别。" />
        {problem && <Alert type="warning" showIcon title={problem} />}
        <FaceCheck
          key={attempt}
          start={() => answerOf(api.person.POST('/personInfo/twiceFaceVerify', { body: {} }))}
          onPassed={(serial) => void reveal(serial)}
        />
      </Space>
    </Modal>
  );
}

const CODE_FIELDS: Array<[keyof PersonInfoForm, string, DictCode]> = [
  ['nation', '民族', 'nation'],
  ['householdType', '户口性质', 'householdType'],
  ['politicalAffiliation', '政治面貌', 'politicalAffiliation'],
  ['educationLevel', '学历', 'educationLevel'],
];

function EditDialog({
  info,
  fullAddress,
  open,
  onClose,
  onSaved,
}: {
  info: PersonInfo;
  fullAddress: string | undefined;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { message } = useFeedback();
  const [form] = Form.useForm<PersonInfoForm>();
  const { submitting, refusal, submit } = useSubmission();

  const save = (values: PersonInfoForm) =>
    submit(async () => {
      const body: PersonInfoForm = {
        nation: values.nation,
        householdType: values.householdType,
        politicalAffiliation: values.politicalAffiliation,
        educationLevel: values.educationLevel,
        address: values.address.trim(),
        ...(values.postalCode ? { postalCode: values.postalCode } : {}),
        ...(values.email?.trim() ? { email: values.email.trim() } : {}),
      };
      await answerOf(api.person.POST('/personInfo/updatePersonInfo', { body }));
      message.success('基本信息已保存');
      onSaved();
    });

  return (
    <Modal
      open={open}
      title="修改基本信息"
      okText="保存"
      cancelText="取消"
      confirmLoading={submitting}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} />}
      <Form
        form={form}
        layout="vertical"
        aria-label="修改基本信息"
        preserve={false}
        initialValues={{ ...info, address: fullAddress }}
        onFinish={(values) => void save(values)}
      >
        {CODE_FIELDS.map(([name, label, code]) => (
          <Form.Item key={name} name={name} label={label} rules={[{ required: true, message: `请选择${label}` }]}>
            <DictSelect code={code} />
          </Form.Item>
        ))}
        <Form.Item
          name="address"
          label="常住地址"
          extra={fullAddress ? undefined : '请填写完整的常住地址（省、市、区县及详细地址）'}
          rules={[
            { required: true, whitespace: true, message: '请输入常住地址' },
            { max: ADDRESS_MAX_LENGTH, message: `地址不能超过 ${ADDRESS_MAX_LENGTH} 个字符` },
          ]}
        >
          <Input.TextArea rows={2} maxLength={ADDRESS_MAX_LENGTH} placeholder="如：江苏省南京市玄武区北京东路 41 号" />
        </Form.Item>
        <Form.Item name="postalCode" label="邮政编码" rules={[{ pattern: /^\d{6}$/, message: '邮政编码为 6 位数字' }]}>
          <Input maxLength={6} inputMode="numeric" />
        </Form.Item>
        <Form.Item
          name="email"
          label="电子邮箱"
          rules={[
            { type: 'email', message: '请输入正确的电子邮箱' },
            { max: 64, message: '邮箱不能超过 64 个字符' },
          ]}
        >
          <Input maxLength={64} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function BasicInfoCard() {
  const info = usePersonInfo();
  const [revealed, setRevealed] = useState<SensitiveInfo>();
  const [revealing, setRevealing] = useState(false);
  const [editing, setEditing] = useState(false);

  return (
    <Panel
      title="基本信息"
      extra={
        info.data && (
          <Space>
            {!revealed && (
              <Button icon={<EyeOutlined />} onClick={() => setRevealing(true)}>
                查看完整信息
              </Button>
            )}
            {info.data.nation !== undefined && (
              <Button type="primary" icon={<EditOutlined />} onClick={() => setEditing(true)}>
                修改
              </Button>
            )}
          </Space>
        )
      }
    >
      <AsyncView state={info} rows={6}>
        {(person) => (
          <>
            <Descriptions bordered size="small" column={PAIRS_PER_ROW}>
              <Descriptions.Item label="姓名">{person.name}</Descriptions.Item>
              <Descriptions.Item label="证件号码">{revealed?.idCardNo ?? person.idCardNoMasked}</Descriptions.Item>
              {person.sexName && <Descriptions.Item label="性别">{person.sexName}</Descriptions.Item>}
              {person.birthDate && <Descriptions.Item label="出生日期">{person.birthDate}</Descriptions.Item>}
              {person.nationName && <Descriptions.Item label="民族">{person.nationName}</Descriptions.Item>}
              {person.householdTypeName && <Descriptions.Item label="户口性质">{person.householdTypeName}</Descriptions.Item>}
              {person.politicalAffiliationName && <Descriptions.Item label="政治面貌">{person.politicalAffiliationName}</Descriptions.Item>}
              {person.educationLevelName && <Descriptions.Item label="学历">{person.educationLevelName}</Descriptions.Item>}
              <Descriptions.Item label="手机号码">{revealed?.cellphone ?? person.cellphoneMasked}</Descriptions.Item>
              {person.email && <Descriptions.Item label="电子邮箱">{person.email}</Descriptions.Item>}
              {(revealed?.address || person.addressMasked) && (
                <Descriptions.Item label="常住地址" span="filled">
                  {revealed?.address || person.addressMasked} {person.postalCode && `（邮编 ${person.postalCode}）`}
                </Descriptions.Item>
              )}
              <Descriptions.Item label="参保情况">
                {person.insured ? <Tag color="success">已在{person.insuredAreaName ?? '本省'}参保</Tag> : <Tag>未在本省参保</Tag>}
              </Descriptions.Item>
            </Descriptions>
            {person.nation !== undefined && (
              <EditDialog
                info={person}
                fullAddress={revealed?.address}
                open={editing}
                onClose={() => setEditing(false)}
                onSaved={() => {
                  setEditing(false);
                  info.reload();
                }}
              />
            )}
          </>
        )}
      </AsyncView>
      <RevealDialog
        open={revealing}
        onClose={() => setRevealing(false)}
        onRevealed={(sensitive) => {
          setRevealed(sensitive);
          setRevealing(false);
        }}
      />
    </Panel>
  );
}
