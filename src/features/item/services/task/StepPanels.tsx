// Steps "上传材料" and "确认提交" of a created case, and the result page.
import { CheckCircleFilled, PrinterOutlined, SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Skeleton, Space, Typography } from 'antd';
import { Suspense, useState, type ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { PAIRS_PER_ROW } from '../../../../components/descriptions';
import { lazyComponent } from '../../../../components/lazy-chunk';
import { Panel } from '../../../../components/Panel';
import { StatusResult } from '../../../../components/StatusResult';
import { useSubmission } from '../../../../components/useSubmission';
import { MAIN_URL } from '../../../../config/app';
import { areaName } from '../../../../domain/area/areas';
import { session } from '../../../../stores/session';
import { missingRequired, type CaseMaterial } from '../material/upload';
import { officeHref } from '../officeHref';
import type { CompletedCase, Working } from './caseFlow';
import { displayText, groupFields } from './formFields';
import type { CaseFlow } from './useCaseFlow';
import { useDraftSaver } from './useDraftSaver';

const MaterialListCode = lazyComponent('MaterialList', () => import('../material/MaterialList').then((module) => module.MaterialList));
/** Fetches the material list's code (its uploads) ahead of the steps that show it. */
export const preloadMaterialList = MaterialListCode.preload;

function MaterialList(props: ComponentProps<typeof MaterialListCode>) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
      <MaterialListCode {...props} />
    </Suspense>
  );
}

function SaveButton({ flow }: { flow: CaseFlow }) {
  const saver = useDraftSaver(flow);
  return (
    <Button icon={<SaveOutlined />} loading={saver.saving} onClick={() => void saver.save()}>
      暂存
    </Button>
  );
}

export function MaterialStep({ caseId, flow }: { caseId: string; flow: CaseFlow }) {
  const [materials, setMaterials] = useState<CaseMaterial[]>();
  const [missing, setMissing] = useState<CaseMaterial[]>([]);

  const next = () => {
    const lacking = materials ? missingRequired(materials) : [];
    setMissing(lacking);
    if (materials && lacking.length === 0) flow.materialsDone();
  };

  return (
    <Panel title="上传申请材料" className="task-card">
      <Alert
        type="info"
        showIcon
        className="task-alert"
        title="请上传原件的清晰扫描件或照片。标“必交”的材料全部上传后才能提交；已上传的材料随办件保存，离开本页后可在“我的办件”中继续上传。"
      />
      <MaterialList caseId={caseId} onChange={setMaterials} />
      {missing.length > 0 && (
        <Alert
          type="error"
          showIcon
          role="alert"
          className="task-alert"
          title={`请先上传：${missing.map((material) => material.materialName).join('、')}`}
        />
      )}
      <Space className="task-actions no-print">
        <SaveButton flow={flow} />
        <Button type="primary" disabled={!materials} onClick={next}>
          下一步
        </Button>
      </Space>
    </Panel>
  );
}

function FormSummary({ working }: { working: Working }) {
  const values = new Map(working.values.map((entry) => [entry.name, entry.value]));
  return (
    <>
      {groupFields(working.form.fields).map((group) => (
        <Descriptions
          key={group.title}
          title={group.title}
          size="small"
          bordered
          column={PAIRS_PER_ROW}
          className="task-summary"
          items={group.fields.map((field) => ({
            key: field.name,
            label: field.label,
            children: displayText(field, values.get(field.name) ?? '', areaName),
          }))}
        />
      ))}
    </>
  );
}

export function ConfirmStep({ working, flow }: { working: Working; flow: CaseFlow }) {
  const { submitting, refusal, submit } = useSubmission();
  const caseId = working.caseRef?.caseId ?? '';

  return (
    <Panel title="确认申请信息" className="task-card">
      <Alert type="warning" showIcon className="task-alert" title="请核对以下信息，提交后将送受理部门审核，不能再修改。" />
      {working.values.length > 0 ? (
        <FormSummary working={working} />
      ) : (
        <Alert
          type="info"
          className="task-alert"
          title={`申请表已随办件保存${working.caseRef?.caseNo ? `（办件编号 ${working.caseRef.caseNo}）` : ''}。`}
        />
      )}
      <Typography.Title level={5}>申请材料</Typography.Title>
      <MaterialList caseId={caseId} readOnly />
      {refusal && <Alert type="error" showIcon role="alert" className="task-alert" title="提交未成功" description={refusal} />}
      <Space className="task-actions no-print">
        <SaveButton flow={flow} />
        <Button type="primary" loading={submitting} onClick={() => void submit(flow.complete)}>
          确认提交
        </Button>
      </Space>
    </Panel>
  );
}

export function CaseResult({ working, result }: { working: Working; result: CompletedCase }) {
  return (
    <Panel className="task-card task-result">
      <StatusResult
        icon={<CheckCircleFilled />}
        status="success"
        title="申请已提交"
        subTitle={`您的“${working.start.matterName}”申请已提交至${working.start.departmentName}，请留意短信通知，也可在“我的办件”中查看办理进度。`}
      />
      <Descriptions
        bordered
        size="small"
        column={1}
        className="task-summary"
        items={[
          { key: 'caseNo', label: '办件编号', children: result.caseNo },
          { key: 'matter', label: '办理事项', children: working.start.matterName },
          { key: 'department', label: '受理部门', children: working.start.departmentName },
          { key: 'submitTime', label: '提交时间', children: result.submitTime },
          { key: 'promiseDate', label: '承诺办结日期', children: result.promiseDate ?? '即办件，已办结' },
        ]}
      />
      <Space className="task-actions no-print">
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
          打印回执
        </Button>
        <Link to={officeHref(session.ident)}>
          <Button type="primary">查看我的办件</Button>
        </Link>
        <Link to={MAIN_URL}>
          <Button>返回首页</Button>
        </Link>
      </Space>
    </Panel>
  );
}
