// The institution area: the institution's overview, workbench, cases,
// agents (for its manager), account and messages.
import type { AreaScreens } from '../../config/paths';
import { paths } from '../../config/paths';
import { CaseOffice } from '../../components/centre/CaseOffice';
import { MessageInbox } from '../../components/centre/MessageInbox';
import { PageHeader } from '../../components/centre/PageHeader';
import { OrganAccountScreen } from './account/OrganAccountScreen';
import { OrganAgentsScreen } from './agents/OrganAgentsScreen';
import { OrganFloorScreen } from './floor/OrganFloorScreen';
import { OrganMainScreen } from './main/OrganMainScreen';
import './organ.css';

function OrganOfficeScreen() {
  return (
    <>
      <PageHeader title="机构办件" description="本机构在网上办事大厅申请的业务，可查看办理进度、材料与结果。" />
      <CaseOffice />
    </>
  );
}

function OrganMessageScreen() {
  return <MessageInbox description="办件进度、授权变动与通知公告都会发送到这里。" />;
}

const { organ } = paths;

const screens: AreaScreens = {
  [organ.main]: OrganMainScreen,
  [organ.office]: OrganOfficeScreen,
  [organ.agents]: OrganAgentsScreen,
  [organ.floor]: OrganFloorScreen,
  [organ.account]: OrganAccountScreen,
  [organ.message]: OrganMessageScreen,
};
export default screens;
