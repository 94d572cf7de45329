// /center/test, "my exams": the personnel-exam sign-ups of the user, and the
// files of each (admission ticket, score notice, certificate) as short-lived links.
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Modal, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../../../api';
import type { components } from '../../../../api/generated/business-center';
import { answerOf } from '../../../../components/apiAnswer';
import { AsyncView } from '../../../../components/AsyncView';
import { formatFileSize } from '../../../../components/cases/labels';
import { Table } from '../../../../components/tables';
import { pageTurning } from '../../../../components/tables';
import { useAsyncData } from '../../../../components/useAsyncData';
import '../affairs.css';

type Exam = components['schemas']['SignedUpExam'];

const PAGE_SIZE = 10;
const YEARS_SHOWN = 5;
const AUDIT_STATES = { '0': ['待审核', 'processing'], '1': ['审核通过', 'success'], '2': ['审核不通过', 'error'] } as const;
const PAY_STATES = { '0': ['未缴费', 'warning'], '1': ['已缴费', 'success'], '2': ['已退费', 'default'] } as const;
const FILE_TYPES = { ticket: '准考证', score: '成绩通知单', certificate: '电子资格证书' } as const;

function ExamFiles({ exam, onClose }: { exam: Exam | undefined; onClose: () => void }) {
  const files = useAsyncData(exam ? `exam-files:${exam.examId}` : null, () =>
    answerOf(api.businessCenter.POST('/rsrc/getFiles', { body: { examId: exam?.examId ?? '' } })),
  );
  return (
    <Modal
      open={exam !== undefined}
      title={`考试文件：${exam?.examName ?? ''}`}
      footer={null}
      width={720}
      onCancel={onClose}
      destroyOnHidden
    >
      <AsyncView state={files} isEmpty={(data) => data.list.length === 0} empty="该考试暂无可下载的文件">
        {(data) => (
          <Table
            size="small"
            rowKey="fileId"
            dataSource={data.list}
            columns={[
              {
                title: '文件',
                dataIndex: 'fileType',
                width: 120,
                render: (type: keyof typeof FILE_TYPES) => <Tag>{FILE_TYPES[type]}</Tag>,
              },
              { title: '文件名', dataIndex: 'fileName' },
              { title: '大小', dataIndex: 'fileSize', width: 90, render: formatFileSize },
              { title: '链接有效期至', dataIndex: 'expireTime', width: 170 },
              {
                title: '',
                key: 'download',
                width: 80,
                render: (_, file) => (
                  <a href={file.downloadUrl} target="_blank" rel="noopener noreferrer" download={file.fileName}>
                    <DownloadOutlined /> 下载
                  </a>
                ),
              },
            ]}
            pagination={false}
          />
        )}
      </AsyncView>
    </Modal>
  );
}

export function ExamScreen() {
  const [year, setYear] = useState<string>();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Exam>();
  const body = { pageNum: page, pageSize: PAGE_SIZE, ...(year ? { examYear: year } : {}) };
  const exams = useAsyncData(`exams:${JSON.stringify(body)}`, () => answerOf(api.businessCenter.POST('/rsrc/querySignedUpExam', { body })));
  const thisYear = new Date().getFullYear();

  return (
    <div className="affairs-screen">
      <Typography.Title level={3}>我的考试</Typography.Title>
      <Typography.Paragraph type="secondary" className="affairs-hint">
        在人事考试网报名的考试在此查看审核、缴费情况，准考证开放打印后可下载。
      </Typography.Paragraph>
      <Space className="affairs-filters">
        <span>考试年度</span>
        <Select<string>
          allowClear
          placeholder="全部年度"
          aria-label="考试年度"
          style={{ width: 140 }}
          value={year}
          onChange={(value) => {
            setYear(value);
            setPage(1);
          }}
          options={Array.from({ length: YEARS_SHOWN }, (_, index) => String(thisYear - index)).map((value) => ({
            value,
            label: `${value} 年`,
          }))}
        />
      </Space>
      <AsyncView state={exams} rows={5}>
        {(data) => (
          <Table<Exam>
            rowKey="examId"
            dataSource={data.list}
            locale={{ emptyText: '暂无考试报名记录' }}
            pagination={pageTurning({ current: data.pageNum, pageSize: PAGE_SIZE, total: data.total, onChange: setPage })}
            columns={[
              {
                title: '考试',
                key: 'exam',
                render: (_, exam) => (
                  <>
                    <div>{exam.examName}</div>
                    <Typography.Text type="secondary">{exam.subjects.join('、')}</Typography.Text>
                  </>
                ),
              },
              { title: '考区', dataIndex: 'examCity', width: 100 },
              {
                title: '考试日期',
                key: 'dates',
                width: 200,
                render: (_, exam) =>
                  exam.examStartDate === exam.examEndDate ? exam.examStartDate : `${exam.examStartDate} 至 ${exam.examEndDate}`,
              },
              {
                title: '审核 / 缴费',
                key: 'states',
                width: 170,
                render: (_, exam) => (
                  <Space size={4}>
                    <Tag color={AUDIT_STATES[exam.auditState][1]}>{AUDIT_STATES[exam.auditState][0]}</Tag>
                    <Tag color={PAY_STATES[exam.payState][1]}>{PAY_STATES[exam.payState][0]}</Tag>
                  </Space>
                ),
              },
              {
                title: '操作',
                key: 'actions',
                width: 110,
                render: (_, exam) => (
                  <Button type="link" onClick={() => setOpen(exam)}>
                    {exam.ticketAvailable ? '准考证等文件' : '考试文件'}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </AsyncView>
      <ExamFiles exam={open} onClose={() => setOpen(undefined)} />
    </div>
  );
}
