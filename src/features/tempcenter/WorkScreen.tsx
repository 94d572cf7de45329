// /tempcenter/work: the casual user's cases (applicant/case/*, answered for
// the casual account): counts, the paged list by state and keyword, the detail.
import { Typography } from 'antd';
import { CaseOffice } from '../../components/centre/CaseOffice';
import './tempcenter.css';

export function WorkScreen() {
  return (
    <div className="temp-screen">
      <Typography.Title level={3}>业务办理</Typography.Title>
      <Typography.Paragraph type="secondary">使用临时账号提交的业务在此查看办理进度和结果。</Typography.Paragraph>
      <CaseOffice />
    </div>
  );
}
