// /toMaterial?caseId=…: uploading the materials of an existing case — those
// still missing after the case was created, or those a case waiting for
// correction (待补正) asks for. Reached from 我的办件; needs a logged-in user.
import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Panel } from '../../../../components/Panel';
import { loginHref } from '../../../../config/paths';
import { session } from '../../../../stores/session';
import { officeHref } from '../officeHref';
import { IncompleteLink, PageHeading } from '../PageParts';
import { MaterialList } from './MaterialList';
import { missingRequired, type CaseMaterial } from './upload';
import '../services.css';

/** The contract's case ids (CaseId). */
const CASE_ID = /^[A-Za-z0-9_-]{1,32}$/;

export function MaterialPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const { token, ident } = useSnapshot(session);
  const caseId = params.get('caseId') ?? '';
  const [materials, setMaterials] = useState<CaseMaterial[]>();

  if (!token) return <Navigate to={loginHref(`${location.pathname}${location.search}`)} replace />;
  const office = officeHref(ident);
  if (!CASE_ID.test(caseId)) {
    return (
      <IncompleteLink
        title="链接缺少办件信息"
        subTitle="请在“我的办件”中找到需要上传材料的办件，再点击“上传材料”。"
        to={office}
        action="前往我的办件"
      />
    );
  }

  const missing = materials ? missingRequired(materials) : [];
  return (
    <div className="portal-container task-page">
      <PageHeading title="材料上传">办件标识：{caseId}</PageHeading>
      <Panel className="task-card" title="申请材料">
        <MaterialList caseId={caseId} onChange={setMaterials} />
        {materials && (
          <Alert
            className="task-alert"
            showIcon
            type={missing.length > 0 ? 'warning' : 'success'}
            title={
              missing.length > 0
                ? `还需上传：${missing.map((material) => material.materialName).join('、')}`
                : '必交材料已全部上传，受理部门将在审核后更新办件进度。'
            }
          />
        )}
        <Space className="task-actions no-print">
          <Link to={office}>
            <Button type="primary">返回我的办件</Button>
          </Link>
        </Space>
      </Panel>
    </div>
  );
}
