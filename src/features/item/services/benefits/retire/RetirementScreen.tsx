// My retirement application: its state and the audit opinion; once approved,
// the application form can be printed (retire/printApplication) or downloaded
// as the stamped PDF (retire/downloadApplicationPdf), saved under the name the
// server gives it.
import { DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import { Button, Descriptions, Space, Tag } from 'antd';
import { useState } from 'react';
import { api } from '../../../../../api';
import type { components } from '../../../../../api/generated/business-center';
import { ENUM_LABELS } from '../../../../../api/generated/enum-labels/business-center';
import { answerOf } from '../../../../../components/apiAnswer';
import { AsyncView } from '../../../../../components/AsyncView';
import { PAIRS_PER_ROW } from '../../../../../components/descriptions';
import { StatusResult } from '../../../../../components/StatusResult';
import { useAsyncData } from '../../../../../components/useAsyncData';
import { dispositionFileName, saveFile } from '../../../../../lib/download';
import { retirementApplicationForm } from '../jgb/cert-documents';
import { CertificateView } from '../shared/Certificate';
import { labelOf } from '../shared/format';

type Application = components['schemas']['RetirementApplication'];

const APPROVED = '30';
const STATE_COLOURS: Record<string, string> = { '10': 'blue', '20': 'processing', '30': 'green', '40': 'red' };

/** Saves the PDF of the form under the server's name; false when the call failed (already shown). */
async function downloadPdf(applicationId: string): Promise<boolean> {
  const { data, response } = await api.businessCenter.GET('/retire/downloadApplicationPdf', {
    params: { query: { applicationId } },
    parseAs: 'blob',
  });
  if (!(data instanceof Blob)) return false;
  const fileName = dispositionFileName(response.headers.get('Content-Disposition')) ?? `退休申请表-${applicationId}.pdf`;
  saveFile(new Blob([data], { type: 'application/pdf' }), fileName);
  return true;
}

function ApplicationForm({ application }: { application: Application }) {
  const form = useAsyncData(`retire-form:${application.applicationId}`, () =>
    answerOf(api.businessCenter.POST('/retire/printApplication', { body: { applicationId: application.applicationId } })),
  );
  return (
    <AsyncView state={form} rows={8}>
      {(data) => <CertificateView document={retirementApplicationForm(data)} />}
    </AsyncView>
  );
}

function PdfButton({ applicationId }: { applicationId: string }) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadPdf(applicationId);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()}>
      下载申请表 PDF
    </Button>
  );
}

export function RetirementScreen() {
  const application = useAsyncData('retire:application', () => answerOf(api.businessCenter.POST('/retire/queryApplication', { body: {} })));
  const [showForm, setShowForm] = useState(false);
  return (
    <AsyncView state={application}>
      {(data) =>
        !data.hasApplication || !data.application ? (
          <StatusResult
            status="info"
            title="暂无退休申请"
            subTitle="退休申请由所在单位或本人在经办机构提交，审核通过后可在此打印申请表。"
          />
        ) : (
          <>
            <Descriptions
              bordered
              size="small"
              column={PAIRS_PER_ROW}
              className="benefit-intro no-print"
              items={[
                { key: 'id', label: '申请编号', children: data.application.applicationId },
                {
                  key: 'state',
                  label: '办理状态',
                  children: (
                    <Tag color={STATE_COLOURS[data.application.state]}>
                      {labelOf(ENUM_LABELS['RetirementApplication.state'], data.application.state)}
                    </Tag>
                  ),
                },
                { key: 'name', label: '姓名', children: data.application.name },
                { key: 'type', label: '退休类型', children: labelOf(ENUM_LABELS.RetireType, data.application.retireType) },
                { key: 'statutory', label: '法定退休日期', children: data.application.statutoryRetireDate },
                { key: 'apply', label: '申请退休日期', children: data.application.applyRetireDate },
                { key: 'unit', label: '所在单位', children: data.application.unitName },
                { key: 'time', label: '申请时间', children: data.application.applyTime },
                { key: 'opinion', label: '审核意见', span: 'filled', children: data.application.auditOpinion ?? '—' },
              ]}
            />
            {data.application.state === APPROVED ? (
              <>
                <Space className="no-print">
                  {!showForm && (
                    <Button type="primary" icon={<FileTextOutlined />} onClick={() => setShowForm(true)}>
                      查看并打印申请表
                    </Button>
                  )}
                  <PdfButton applicationId={data.application.applicationId} />
                </Space>
                {showForm && <ApplicationForm application={data.application} />}
              </>
            ) : (
              <StatusResult status="info" title="申请审核通过后可打印申请表" />
            )}
          </>
        )
      }
    </AsyncView>
  );
}
