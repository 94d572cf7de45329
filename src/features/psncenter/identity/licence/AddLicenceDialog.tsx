// "添加证照": the licence type and the number printed on it; the service looks
// the number up in the provincial licence store and collects it when the
// holder is the user (license/addLicenseInfo). A refusal keeps the form.
import { Alert, Form, Input, Modal, Select } from 'antd';
import { api, serverMessageText } from '../../../../api';
import { envelopeOf } from '../../../../components/apiAnswer';
import { useFeedback } from '../../../../components/feedback';
import { useSubmission } from '../../../../components/useSubmission';
import { validValues } from '../../account/shared/validation';
import { LICENSE_TYPE_NAMES, licenseNoProblem, type LicenseType } from './licences';

interface AddLicenceForm {
  licenseType: LicenseType;
  licenseNo: string;
}

const TYPE_OPTIONS = (Object.entries(LICENSE_TYPE_NAMES) as [LicenseType, string][]).map(([value, label]) => ({ value, label }));

export function AddLicenceDialog({ onAdded, onCancel }: { onAdded: (licenseId: string) => void; onCancel: () => void }) {
  const { message } = useFeedback();
  const [form] = Form.useForm<AddLicenceForm>();
  const { submitting, refusal, submit } = useSubmission();

  const add = async () => {
    const values = await validValues(form);
    if (!values) return;
    await submit(async () => {
      const answer = await envelopeOf(
        api.person.POST('/license/addLicenseInfo', { body: { ...values, licenseNo: values.licenseNo.trim() } }),
      );
      void message.success(serverMessageText(answer.msg, '证照已添加'));
      onAdded(answer.map.licenseId);
    });
  };

  return (
    <Modal
      open
      title="添加证照"
      okText="查找并添加"
      onOk={() => void add()}
      confirmLoading={submitting}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title="系统将按证书编号到全省电子证照库查找，持证人须为您本人。" />
      <Form form={form} layout="vertical" aria-label="添加证照">
        <Form.Item name="licenseType" label="证照类型" rules={[{ required: true, message: '请选择证照类型' }]}>
          <Select placeholder="请选择" options={TYPE_OPTIONS} />
        </Form.Item>
        <Form.Item
          name="licenseNo"
          label="证书编号"
          required
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                const problem = licenseNoProblem(value ?? '');
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <Input placeholder="证书上印制的编号" maxLength={40} autoComplete="off" />
        </Form.Item>
      </Form>
      {refusal && <Alert type="error" showIcon title={refusal} />}
    </Modal>
  );
}
