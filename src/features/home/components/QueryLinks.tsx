// The public queries (spec §1: pension, certificates, exam results, drug and
// treatment catalogues, unit staffing, unit training subsidy, materials), none of
// which needs a login: a grid of links on the home page, and on the 公共查询
// page with a line on what each finds.
import { FileSearchOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import './query-links.css';

export const PUBLIC_QUERIES = [
  { to: paths.query.queryTransitional, label: '养老保险待遇查询', about: '改革过渡期内退休人员按新、老办法计发的养老金与发放规则' },
  { to: paths.query.zyzg, label: '职业资格证书查询', about: '专业技术资格（职称）证书：系列、专业、资格级别和评审委员会' },
  { to: paths.query.jndj, label: '职业技能等级证书查询', about: '职业技能等级证书（含原职业资格证书），来自全省技能人才评价证书库' },
  { to: paths.query.zxnl, label: '专项职业能力证书查询', about: '专项职业能力证书：能力名称、考核机构与发证信息' },
  { to: paths.query.gxzs, label: '高新技术证书查询', about: '全国计算机信息高新技术考试合格证书：模块、级别、成绩与发证日期' },
  { to: paths.query.gqjnks, label: '高技能人才考试成绩', about: '技师、高级技师考评的三项成绩与考评结果' },
  { to: paths.query.ldzgz, label: '境外劳务换证查询', about: '出国（境）劳务人员职业资格（技能）证书及换证办理情况' },
  { to: paths.query.drugInformationquery, label: '医保药品目录', about: '基本医疗、工伤和生育保险药品目录：医保类别、自付比例和限定范围' },
  { to: paths.query.diagtreatmentproinfo, label: '诊疗项目目录', about: '基本医疗保险诊疗项目和医疗服务设施：价格、计价单位和支付类别' },
  { to: paths.query.tstaffquery, label: '单位人员编制查询', about: '机关和事业单位公开的机构编制：核定编制数、实有人数和领导职数' },
  {
    to: paths.query.unitsubsidyPaymentQueryInfo,
    label: '单位培训补贴查询',
    about: '已拨付给用人单位的职业培训补贴：类型、人数、金额与拨付日期',
  },
  { to: paths.query.materialquery, label: '办事材料查询', about: '人社政务服务事项的实施机构和办理所需材料清单' },
] as const;

/** `described`: each link with its line on what the query finds (the 公共查询 page). */
export function QueryLinks({ described = false }: { described?: boolean }) {
  return (
    <ul className={`query-grid${described ? ' query-grid--described' : ''}`}>
      {PUBLIC_QUERIES.map((query) => (
        <li key={query.to}>
          <Link to={query.to}>
            <FileSearchOutlined aria-hidden="true" /> {query.label}
            {described && <span className="query-grid__about">{query.about}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
