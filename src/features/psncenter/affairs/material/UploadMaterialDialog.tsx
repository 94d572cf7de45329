// Uploading one material: its kind and the file, checked here (format, size,
// name) so the user learns at once what the service would refuse. A failed
// upload keeps the choices in the form.
import { InboxOutlined } from '@ant-design/icons';
import { Alert, Form, Modal, Select, Upload, type UploadFile } from 'antd';
import { api } from '../../../../api';
import { answerOf } from '../../../../components/apiAnswer';
import { useFeedback } from '../../../../components/feedback';
import { useSubmission } from '../../../../components/useSubmission';
import { checkMaterialFile, MATERIAL_TYPES, MAX_FILE_SIZE_TEXT, toBase64, type MaterialType } from './material-file';

interface UploadForm {
  materialType: MaterialType;
  file: UploadFile[];
}

function chosenFile(list: UploadFile[] | undefined): File | undefined {
  const file = list?.[0]?.originFileObj;
  return file instanceof File ? file : undefined;
}

export function UploadMaterialDialog({ open, onClose, onUploaded }: { open: boolean; onClose: () => void; onUploaded: () => void }) {
  const { message } = useFeedback();
  const [form] = Form.useForm<UploadForm>();
  const { submitting, refusal, submit: send } = useSubmission();

  const submit = async ({ materialType, file: list }: UploadForm) => {
    const file = chosenFile(list);
    const checked = file && checkMaterialFile(file);
    if (!file || !checked?.ok) return;
    await send(async () => {
      const fileContent = toBase64(new Uint8Array(await file.arrayBuffer()));
      await answerOf(api.person.POST('/material/addUserMaterial', { body: { ...checked.file, materialType, fileContent } }));
      message.success('材料已上传');
      form.resetFields();
      onUploaded();
    });
  };

  return (
    <Modal
      open={open}
      title="上传材料"
      okText="上传"
      cancelText="取消"
      confirmLoading={submitting}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} aria-label="上传材料">
        <Form.Item name="materialType" label="材料类别" rules={[{ required: true, message: '请选择材料类别' }]}>
          <Select
            placeholder="请选择"
            options={Object.entries(MATERIAL_TYPES).map(([value, label]) => ({ value: value as MaterialType, label }))}
          />
        </Form.Item>
        <Form.Item
          name="file"
          label="文件"
          valuePropName="fileList"
          getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
          rules={[
            {
              validator: async (_, list: UploadFile[] | undefined) => {
                const file = chosenFile(list);
                if (!file) throw new Error('请选择要上传的文件');
                const checked = checkMaterialFile(file);
                if (!checked.ok) throw new Error(checked.problem);
              },
            },
          ]}
        >
          <Upload.Dragger accept=".pdf,.jpg,.jpeg,.png" maxCount={1} beforeUpload={() => false}>
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">点击或拖拽文件到此处</p>
            <p className="ant-upload-hint">PDF、JPG、PNG 格式，单个文件不超过 {MAX_FILE_SIZE_TEXT}</p>
          </Upload.Dragger>
        </Form.Item>
      </Form>
    </Modal>
  );
}
