// The shared information other services may use with the person's consent:
// education, professional titles and skill certificates, each a list the person
// adds to, corrects and removes from. Levels come from the data dictionaries.
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Modal, Space } from 'antd';
import { TabbedPanels } from '../../../components/TabbedPanels';
import { DatePicker } from '../../../components/DatePicker';
import type { Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { api } from '../../../api';
import type { components } from '../../../api/generated/person';
import { answerOf, messageToShow } from '../../../components/apiAnswer';
import { AsyncView } from '../../../components/AsyncView';
import { useAsyncData } from '../../../components/useAsyncData';
import { useSubmission } from '../../../components/useSubmission';
import type { DictCode } from '../common/dictionary';
import { DictSelect } from '../common/DictSelect';
import {
  asDay,
  educationBody,
  graduationProblem,
  isFutureDay,
  professionalBody,
  skillBody,
  type EducationForm,
  type ProfessionalForm,
  type SkillForm,
} from './share-info';
import { useFeedback } from '../../../components/feedback';
import { DataTable, type DataColumns } from '../../../components/data-table/DataTable';

type Education = components['schemas']['EducationInfo'];
type Professional = components['schemas']['ProfessionalCertInfo'];
type Skill = components['schemas']['SkillCertInfo'];

interface ShareKind<Row extends { id: string }, Values> {
  key: string;
  title: string;
  query: () => Promise<{ list: Row[] }>;
  save: (values: Values, id: string | undefined) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  describe: (row: Row) => string;
  columns: DataColumns<Row>;
  toForm: (row: Row) => Values;
  fields: ReactNode;
}

const notFuture = {
  validator: async (_: unknown, value: Dayjs | undefined) => {
    if (value && isFutureDay(value)) throw new Error('日期不能晚于今天');
  },
};

function text(name: string, label: string, max: number, required = true, pattern?: { regex: RegExp; message: string }) {
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[
        ...(required ? [{ required: true, whitespace: true, message: `请输入${label}` }] : []),
        { max, message: `${label}不能超过 ${max} 个字符` },
        ...(pattern ? [{ pattern: pattern.regex, message: pattern.message }] : []),
      ]}
    >
      <Input maxLength={max} />
    </Form.Item>
  );
}

function dictField(name: string, label: string, code: DictCode) {
  return (
    <Form.Item name={name} label={label} rules={[{ required: true, message: `请选择${label}` }]}>
      <DictSelect code={code} />
    </Form.Item>
  );
}

function dateField(name: string, label: string, extra: object[] = []) {
  return (
    <Form.Item name={name} label={label} rules={[{ required: true, message: `请选择${label}` }, notFuture, ...extra]}>
      <DatePicker style={{ width: '100%' }} />
    </Form.Item>
  );
}

const EDUCATION: ShareKind<Education, EducationForm> = {
  key: 'education',
  title: '学历信息',
  query: () => answerOf(api.person.POST('/personInfo/queryEducationInfo', { body: {} })),
  save: (values, id) => answerOf(api.person.POST('/personInfo/updateEducationInfo', { body: educationBody(values, id) })),
  remove: (id) => answerOf(api.person.POST('/personInfo/removeEducationInfo', { body: { id } })),
  describe: (row) => `${row.school} ${row.educationLevelName}`,
  columns: [
    // The centre leaves about 700 px: the school and its major share a column, the dates take two lines.
    {
      title: '毕业院校 / 专业',
      key: 'school',
      render: (_, row) => (
        <>
          <div>{row.school}</div>
          <div className="share-info__minor">{row.major}</div>
        </>
      ),
    },
    { title: '学历', dataIndex: 'educationLevelName', width: 100 },
    { title: '学位', dataIndex: 'degree', width: 100, render: (degree?: string) => degree ?? '—' },
    {
      title: '起止日期',
      key: 'period',
      width: 120,
      render: (_, row) => (
        <>
          <div>{row.startDate} 至</div>
          <div>{row.endDate}</div>
        </>
      ),
    },
    { title: '毕业证书编号', dataIndex: 'certificateNo', width: 170 },
  ],
  toForm: (row) => ({ ...row, startDate: asDay(row.startDate), endDate: asDay(row.endDate) }),
  fields: (
    <>
      {text('school', '毕业院校', 100)}
      {text('major', '所学专业', 100)}
      {dictField('educationLevel', '学历', 'educationLevel')}
      {text('degree', '学位', 30, false)}
      {dateField('startDate', '入学日期')}
      {dateField('endDate', '毕业日期', [
        ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
          validator: async (_: unknown, end: Dayjs | undefined) => {
            const problem = graduationProblem(getFieldValue('startDate') as Dayjs | undefined, end);
            if (problem) throw new Error(problem);
          },
        }),
      ])}
      {text('certificateNo', '毕业证书编号', 32, true, { regex: /^[0-9A-Za-z]+$/, message: '证书编号只能包含字母和数字' })}
    </>
  ),
};

const PROFESSIONAL: ShareKind<Professional, ProfessionalForm> = {
  key: 'professional',
  title: '职称证书',
  query: () => answerOf(api.person.POST('/personInfo/queryProfessionalCertInfo', { body: {} })),
  save: (values, id) =>
    answerOf(api.person.POST('/personInfo/updateProfessionalCertInfo', { body: professionalBody(values, id) })),
  remove: (id) => answerOf(api.person.POST('/personInfo/removeProfessionalCertInfo', { body: { id } })),
  describe: (row) => row.certName,
  columns: [
    { title: '资格名称', dataIndex: 'certName' },
    { title: '级别', dataIndex: 'professionalTypeName', width: 110 },
    { title: '发证机构', dataIndex: 'issuingAuthority' },
    { title: '证书编号', dataIndex: 'certNo', width: 180 },
    { title: '发证日期', dataIndex: 'issueDate', width: 120 },
  ],
  toForm: (row) => ({ ...row, issueDate: asDay(row.issueDate) }),
  fields: (
    <>
      {text('certName', '资格名称', 60)}
      {dictField('professionalType', '职称级别', 'professionalType')}
      {text('issuingAuthority', '发证（评审）机构', 100)}
      {text('certNo', '证书编号', 40)}
      {dateField('issueDate', '发证日期')}
    </>
  ),
};

const SKILL: ShareKind<Skill, SkillForm> = {
  key: 'skill',
  title: '技能证书',
  query: () => answerOf(api.person.POST('/personInfo/querySkillCertInfo', { body: {} })),
  save: (values, id) => answerOf(api.person.POST('/personInfo/updateSkillCertInfo', { body: skillBody(values, id) })),
  remove: (id) => answerOf(api.person.POST('/personInfo/removeSkillCertInfo', { body: { id } })),
  describe: (row) => `${row.occupation} ${row.skillLevelName}`,
  columns: [
    { title: '职业（工种）', dataIndex: 'occupation' },
    { title: '等级', dataIndex: 'skillLevelName', width: 140 },
    { title: '证书编号', dataIndex: 'certNo', width: 180 },
    { title: '发证日期', dataIndex: 'issueDate', width: 120 },
    { title: '发证机构', dataIndex: 'issuingAuthority' },
  ],
  toForm: (row) => ({ ...row, skillLevel: row.skillLevel, issueDate: asDay(row.issueDate) }),
  fields: (
    <>
      {text('occupation', '职业（工种）', 60)}
      {dictField('skillLevel', '技能等级', 'skillType')}
      {text('certNo', '证书编号', 40)}
      {dateField('issueDate', '发证日期')}
      {text('issuingAuthority', '发证（评价）机构', 100)}
    </>
  ),
};

function ShareTab<Row extends { id: string }, Values extends object>({ kind }: { kind: ShareKind<Row, Values> }) {
  const { modal, message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const [editing, setEditing] = useState<{ id: string | undefined }>();
  const { submitting, refusal, submit } = useSubmission();
  const records = useAsyncData(`share:${kind.key}`, kind.query);

  const openEditor = (row?: Row) => {
    form.resetFields();
    if (row) form.setFieldsValue(kind.toForm(row) as Parameters<typeof form.setFieldsValue>[0]);
    setEditing({ id: row?.id });
  };

  const save = (values: Values) =>
    submit(async () => {
      await kind.save(values, editing?.id);
      message.success(editing?.id ? '已保存修改' : `已添加${kind.title}`);
      setEditing(undefined);
      records.reload();
    });

  const confirmRemove = (row: Row) =>
    modal.confirm({
      title: `删除${kind.title}`,
      content: `确定删除“${kind.describe(row)}”吗？`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          await kind.remove(row.id);
          message.success('已删除');
          records.reload();
        } catch (failure) {
          const shown = messageToShow(failure);
          if (shown) message.error(shown);
        }
      },
    });

  return (
    <>
      <Space className="userinfo-toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => openEditor()}>
          添加{kind.title}
        </Button>
      </Space>
      <AsyncView state={records}>
        {(data) => (
          <DataTable<Row>
            rowKey="id"
            size="middle"
            dataSource={data.list}
            emptyText={`尚未登记${kind.title}`}
            columns={[
              ...kind.columns,
              {
                title: '操作',
                key: 'actions',
                width: 150,
                render: (_, row) => (
                  <Space size={0}>
                    <Button type="link" icon={<EditOutlined />} onClick={() => openEditor(row)}>
                      修改
                    </Button>
                    <Button type="link" danger icon={<DeleteOutlined />} onClick={() => confirmRemove(row)}>
                      删除
                    </Button>
                  </Space>
                ),
              },
            ]}
          />
        )}
      </AsyncView>
      <Modal
        open={editing !== undefined}
        title={`${editing?.id ? '修改' : '添加'}${kind.title}`}
        okText="保存"
        cancelText="取消"
        confirmLoading={submitting}
        onOk={() => form.submit()}
        onCancel={() => setEditing(undefined)}
        forceRender
      >
        {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} />}
        <Form form={form} layout="vertical" onFinish={(values) => void save(values)} aria-label={kind.title}>
          {kind.fields}
        </Form>
      </Modal>
    </>
  );
}

export function ShareInfo() {
  return (
    <TabbedPanels
      label="共享信息类别"
      items={[
        { key: EDUCATION.key, label: EDUCATION.title, children: <ShareTab kind={EDUCATION} /> },
        { key: PROFESSIONAL.key, label: PROFESSIONAL.title, children: <ShareTab kind={PROFESSIONAL} /> },
        { key: SKILL.key, label: SKILL.title, children: <ShareTab kind={SKILL} /> },
      ]}
    />
  );
}
