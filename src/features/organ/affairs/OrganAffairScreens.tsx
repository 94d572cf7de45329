// The institution's cases and messages: the centre components with the
// institution's wording.
import { CaseOffice } from '../../../components/centre/CaseOffice';
import { MessageInbox } from '../../../components/centre/MessageInbox';
import { PageHeader } from '../../../components/centre/PageHeader';

export function OrganOfficeScreen() {
  return (
    <>
      <PageHeader description="本机构在网上办事大厅申请的业务，可查看办理进度、材料与结果。" />
      <CaseOffice />
    </>
  );
}

export function OrganMessageScreen() {
  return <MessageInbox description="办件进度、授权变动与通知公告都会发送到这里。" />;
}
