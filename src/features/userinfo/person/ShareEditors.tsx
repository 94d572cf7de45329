// The editors of the shared information, one per kind: a dialog with the
// kind's form (text, dictionary choices, dates) that adds a record or corrects
// one. Loaded when the person first adds or corrects a record, not with the
// lists, because the date pickers and the selects are most of the screen's code.
import { Alert, Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { api } from '../../../api';
import type { components } from '../../../api/generated/person';
import { answerOf } from '../../../components/apiAnswer';
import { DatePicker } from '../../../components/DatePicker';
import { useFeedback } from '../../../components/feedback';
import { SubmitFailed } from '../../../components/SubmitFailed';
import { keptDialogName, useKeptForm } from '../../../components/useKeptForm';
import { useSubmission } from '../../../components/useSubmission';
import type { DictCode } from '../../../domain/dictionary/useDictionary';
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

type Education = components['schemas']['EducationInfo'];
type Professional = components['schemas']['ProfessionalCertInfo'];
type Skill = components['schemas']['SkillCertInfo'];

export interface EditorProps<Row> {
  open: boolean;
  /** The kind's name, as 学历信息. */
  title: string;
  /** The record to correct; none to add one. */
  row?: Row;
  /** The screen's name for this dialog: its kept draft goes by it (useKeptForm, useReopenedDialog). */
  dialog: string;
  onSaved: () => void;
  onClose: () => void;
}

interface KindForm<Row, Values> {
  fields: ReactNode;
  toForm: (row: Row) => Values;
  save: (values: Values, id: string | undefined) => Promise<unknown>;
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

function ShareEditor<Row extends { id: string }, Values extends object>({
  open,
  title,
  row,
  dialog,
  onSaved,
  onClose,
  kind,
}: EditorProps<Row> & { kind: KindForm<Row, Values> }) {
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const kept = useKeptForm(form, { name: keptDialogName(dialog, row?.id), draft: true });
  const { submitting, refusal, failure, submit } = useSubmission();
  const save = (values: Values) =>
    submit(async () => {
      await kind.save(values, row?.id);
      kept.clear();
      message.success(row ? '已保存修改' : `已添加${title}`);
      onSaved();
    });
  return (
    <Modal
      open={open}
      title={`${row ? '修改' : '添加'}${title}`}
      okText="保存"
      cancelText="取消"
      confirmLoading={submitting}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={row && kind.toForm(row)}
        onValuesChange={kept.onValuesChange}
        onFinish={(values) => void save(values)}
        aria-label={title}
      >
        {kind.fields}
      </Form>
      <SubmitFailed reason={failure} onRetry={() => form.submit()} retrying={submitting} />
    </Modal>
  );
}

const EDUCATION: KindForm<Education, EducationForm> = {
  toForm: (row) => ({ ...row, startDate: asDay(row.startDate), endDate: asDay(row.endDate) }),
  save: (values, id) => answerOf(api.person.POST('/personInfo/updateEducationInfo', { body: educationBody(values, id) })),
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

const PROFESSIONAL: KindForm<Professional, ProfessionalForm> = {
  toForm: (row) => ({ ...row, issueDate: asDay(row.issueDate) }),
  save: (values, id) => answerOf(api.person.POST('/personInfo/updateProfessionalCertInfo', { body: professionalBody(values, id) })),
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

const SKILL: KindForm<Skill, SkillForm> = {
  toForm: (row) => ({ ...row, skillLevel: row.skillLevel, issueDate: asDay(row.issueDate) }),
  save: (values, id) => answerOf(api.person.POST('/personInfo/updateSkillCertInfo', { body: skillBody(values, id) })),
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

export const EducationEditor = (props: EditorProps<Education>) => <ShareEditor {...props} kind={EDUCATION} />;
export const ProfessionalEditor = (props: EditorProps<Professional>) => <ShareEditor {...props} kind={PROFESSIONAL} />;
export const SkillEditor = (props: EditorProps<Skill>) => <ShareEditor {...props} kind={SKILL} />;
