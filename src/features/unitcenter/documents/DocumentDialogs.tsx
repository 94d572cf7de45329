// The online documents' detail drawer and SMS signing dialog: loaded when a
// document is first opened or signed (OnlineDelScreen), not with the list.
import { FileTextOutlined } from '@ant-design/icons';
import { Alert, Descriptions, Drawer, Form, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../../api';
import { answerOf, envelopeOf, messageToShow } from '../../../components/apiAnswer';
import { AsyncView } from '../../../components/AsyncView';
import { formatFileSize } from '../../../components/cases/labels';
import { PAIRS_PER_ROW } from '../../../components/descriptions';
import { StatusResult } from '../../../components/StatusResult';
import { useAsyncData } from '../../../components/useAsyncData';
import { SmsCodeField } from '../../../domain/sms/SmsCodeInput';
import { useSmsSender, type SmsNotice } from '../../../domain/sms/useSmsSender';
import { dayOf } from '../../../lib/calendar-days';
import { DOC_STATES, type OnlineDoc } from './doc-states';

export function SmsSignDialog({
  doc,
  cellphoneMasked,
  onSigned,
  onClose,
}: {
  doc: OnlineDoc;
  cellphoneMasked: string;
  onSigned: (receiptNo: string) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ cellphoneCode: string }>();
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<SmsNotice>();
  const sms = useSmsSender({ onNotice: setNotice });

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      const answer = await envelopeOf(
        api.channel.POST('/onlineDel/signed', { body: { docId: doc.docId, cellphoneCode: values.cellphoneCode } }),
      );
      onSigned(answer.map.receiptNo);
    } catch (error) {
      setNotice({ type: 'error', text: messageToShow(error) ?? '签收未完成，请稍后重试' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title="短信验证后签收"
      okText="确认签收"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        签收《{doc.title}》（{doc.docNo}）须短信验证，验证码将发送至 {cellphoneMasked}。
      </Typography.Paragraph>
      {notice && <Alert type={notice.type} showIcon title={notice.text} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical">
        <SmsCodeField name="cellphoneCode" send={() => sms.toOwnPhone('secondAuth')} />
      </Form>
    </Modal>
  );
}

export function DocumentDrawer({ docId, onClose }: { docId: string | undefined; onClose: () => void }) {
  const detail = useAsyncData(docId ? `doc:${docId}` : null, () =>
    answerOf(api.channel.POST('/onlineDel/showDetail', { body: { docId: docId ?? '' } })),
  );
  return (
    <Drawer open={docId !== undefined} onClose={onClose} title="文书详情" size={720} destroyOnHidden>
      <AsyncView state={detail} rows={8}>
        {(data) => (
          <>
            <Typography.Title level={4} style={{ textAlign: 'center' }}>
              {data.document.title}
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
              {data.document.issuingDept} · {data.document.docNo}
            </Typography.Paragraph>
            <Descriptions size="small" column={PAIRS_PER_ROW} bordered style={{ marginBottom: 16 }}>
              <Descriptions.Item label="文书类型">{data.document.docTypeName}</Descriptions.Item>
              <Descriptions.Item label="签收状态">
                <Tag color={DOC_STATES[data.document.state].color}>{DOC_STATES[data.document.state].label}</Tag>
              </Descriptions.Item>
              <Descriptions.Item label="发文日期">{dayOf(data.document.issueDate)}</Descriptions.Item>
              <Descriptions.Item label="签收期限">{dayOf(data.document.signDeadline)}</Descriptions.Item>
              {data.signerName && <Descriptions.Item label="签收人">{data.signerName}</Descriptions.Item>}
              {data.document.signTime && <Descriptions.Item label="签收时间">{data.document.signTime}</Descriptions.Item>}
              {data.receiptNo && (
                <Descriptions.Item label="送达回证编号" span="filled">
                  {data.receiptNo}
                </Descriptions.Item>
              )}
            </Descriptions>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', lineHeight: 1.9 }}>{data.content}</Typography.Paragraph>
            <Typography.Title level={5}>附件</Typography.Title>
            {data.attachments.length === 0 ? (
              <StatusResult status="info" title="本文书无附件" style={{ padding: 16 }} />
            ) : (
              data.attachments.map((file) => (
                <div key={file.fileId}>
                  <a href={file.fileUrl} target="_blank" rel="noopener noreferrer">
                    <FileTextOutlined /> {file.fileName}
                  </a>
                  <Typography.Text type="secondary">（{formatFileSize(file.fileSize)}）</Typography.Text>
                </div>
              ))
            )}
          </>
        )}
      </AsyncView>
    </Drawer>
  );
}
