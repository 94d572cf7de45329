// The shared information other services may use with the person's consent:
// education, professional titles and skill certificates, each a list the person
// adds to, corrects and removes from. Levels come from the data dictionaries.
// The editors (ShareEditors.tsx) load when the browser is idle or on first use.
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space, type TableColumnsType } from 'antd';
import { Suspense, useState, type ComponentType } from 'react';
import { api } from '../../../api';
import type { components } from '../../../api/generated/person';
import { answerOf, toastRefusal } from '../../../components/apiAnswer';
import { AsyncView } from '../../../components/AsyncView';
import { useFeedback } from '../../../components/feedback';
import { lazyComponent } from '../../../components/lazy-chunk';
import { TabbedPanels } from '../../../components/TabbedPanels';
import { Table } from '../../../components/tables';
import { useAsyncData } from '../../../components/useAsyncData';
import { useDialogWithKeptForm, useReopenedDialog } from '../../../components/useKeptForm';
import { useOpenedOnce } from '../../../components/useOpenedOnce';
import { usePreloadWhenIdle } from '../../../components/usePreloadWhenIdle';
import type { EditorProps } from './ShareEditors';

const editors = () => import('./ShareEditors');

type Education = components['schemas']['EducationInfo'];
type Professional = components['schemas']['ProfessionalCertInfo'];
type Skill = components['schemas']['SkillCertInfo'];

interface ShareKind<Row extends { id: string }> {
  key: string;
  title: string;
  query: () => Promise<{ list: Row[] }>;
  remove: (id: string) => Promise<unknown>;
  describe: (row: Row) => string;
  columns: TableColumnsType<Row>;
  Editor: ComponentType<EditorProps<Row>> & { preload: () => Promise<unknown> };
}

const EDUCATION: ShareKind<Education> = {
  key: 'education',
  title: '学历信息',
  query: () => answerOf(api.person.POST('/personInfo/queryEducationInfo', { body: {} })),
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
  Editor: lazyComponent('EducationEditor', () => editors().then((module) => module.EducationEditor)),
};

const PROFESSIONAL: ShareKind<Professional> = {
  key: 'professional',
  title: '职称证书',
  query: () => answerOf(api.person.POST('/personInfo/queryProfessionalCertInfo', { body: {} })),
  remove: (id) => answerOf(api.person.POST('/personInfo/removeProfessionalCertInfo', { body: { id } })),
  describe: (row) => row.certName,
  columns: [
    { title: '资格名称', dataIndex: 'certName' },
    { title: '级别', dataIndex: 'professionalTypeName', width: 110 },
    { title: '发证机构', dataIndex: 'issuingAuthority' },
    { title: '证书编号', dataIndex: 'certNo', width: 180 },
    { title: '发证日期', dataIndex: 'issueDate', width: 120 },
  ],
  Editor: lazyComponent('ProfessionalEditor', () => editors().then((module) => module.ProfessionalEditor)),
};

const SKILL: ShareKind<Skill> = {
  key: 'skill',
  title: '技能证书',
  query: () => answerOf(api.person.POST('/personInfo/querySkillCertInfo', { body: {} })),
  remove: (id) => answerOf(api.person.POST('/personInfo/removeSkillCertInfo', { body: { id } })),
  describe: (row) => `${row.occupation} ${row.skillLevelName}`,
  columns: [
    { title: '职业（工种）', dataIndex: 'occupation' },
    { title: '等级', dataIndex: 'skillLevelName', width: 140 },
    { title: '证书编号', dataIndex: 'certNo', width: 180 },
    { title: '发证日期', dataIndex: 'issueDate', width: 120 },
    { title: '发证机构', dataIndex: 'issuingAuthority' },
  ],
  Editor: lazyComponent('SkillEditor', () => editors().then((module) => module.SkillEditor)),
};

function ShareTab<Row extends { id: string }>({ kind }: { kind: ShareKind<Row> }) {
  const { modal, message } = useFeedback();
  const records = useAsyncData(`share:${kind.key}`, kind.query);
  /**
   * The editor: `row` is the record being corrected (none when adding), kept
   * while the dialog closes; each opening gets a fresh form (`opening`).
   */
  const [chosen, setChosen] = useState<{ open: boolean; row?: Row; opening: number }>({ open: false, opening: 0 });
  // An editor with a kept draft opens again (after a reload, or a login after the session ran out).
  const dialog = editorDialog(kind);
  const kept = useReopenedDialog(dialog);
  const keptRow = records.data?.list.find((row) => row.id === kept.reopened);
  const editor = kept.reopened === 'new' || keptRow ? { open: true, row: keptRow, opening: chosen.opening } : chosen;
  const editorLoaded = useOpenedOnce(editor.open);
  const { Editor } = kind;
  usePreloadWhenIdle(Editor);

  const openEditor = (row?: Row) => {
    kept.dismiss();
    setChosen((previous) => ({ open: true, row, opening: previous.opening + 1 }));
  };
  const closeEditor = () => {
    kept.dismiss();
    setChosen({ ...editor, open: false });
  };

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
          toastRefusal(failure);
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
          <Table<Row>
            rowKey="id"
            size="middle"
            dataSource={data.list}
            locale={{ emptyText: `尚未登记${kind.title}` }}
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
            pagination={false}
          />
        )}
      </AsyncView>
      {editorLoaded && (
        <Suspense fallback={null}>
          <Editor
            key={editor.opening}
            open={editor.open}
            title={kind.title}
            row={editor.row}
            dialog={dialog}
            onSaved={() => {
              closeEditor();
              records.reload();
            }}
            onClose={closeEditor}
          />
        </Suspense>
      )}
    </>
  );
}

/** The kept form's name of a kind's editor on the screen (useKeptForm). */
const editorDialog = (kind: { key: string }) => `share-${kind.key}`;

const KINDS = [EDUCATION, PROFESSIONAL, SKILL];

export function ShareInfo() {
  // The tab whose editor kept a draft is the one shown, so that the editor opens again.
  const keptDialog = useDialogWithKeptForm(KINDS.map(editorDialog));
  const [active, setActive] = useState(() => KINDS.find((kind) => editorDialog(kind) === keptDialog)?.key ?? EDUCATION.key);
  return (
    <TabbedPanels
      label="共享信息类别"
      activeKey={active}
      onChange={setActive}
      items={[
        { key: EDUCATION.key, label: EDUCATION.title, children: <ShareTab kind={EDUCATION} /> },
        { key: PROFESSIONAL.key, label: PROFESSIONAL.title, children: <ShareTab kind={PROFESSIONAL} /> },
        { key: SKILL.key, label: SKILL.title, children: <ShareTab kind={SKILL} /> },
      ]}
    />
  );
}
