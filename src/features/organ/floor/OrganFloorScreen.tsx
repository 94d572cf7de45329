// /organ/floor: the institution workbench (organ/getFunctionList). The
// manager sees every function of the institution; an agent only those
// authorised within the period (an expired authorisation lists none).
// Portal pages open in place; other systems after a confirmation, in a new window.
import { AppstoreOutlined, ExportOutlined } from '@ant-design/icons';
import { App, Card, Col, Row, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { AsyncView } from '../../../components/AsyncView';
import { PageHeader } from '../../../components/centre/PageHeader';
import { safeInternalPath } from '../../../config/paths';
import { byCategory, type OrganFunction } from '../agents/organAgentForm';
import { isOrganManager, useOrganFunctions, useOrganUser } from '../shared/role';

export function OrganFloorScreen() {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const user = useOrganUser();
  const functions = useOrganFunctions();
  const agent = user.data ? !isOrganManager(user.data) : false;

  const open = (func: OrganFunction) => {
    const internal = safeInternalPath(func.entryUrl);
    if (internal) {
      navigate(internal);
      return;
    }
    if (!/^https:\/\//.test(func.entryUrl)) return;
    modal.confirm({
      title: '即将离开本站',
      content: `“${func.functionName}”由机构业务系统提供，将在新窗口中打开。`,
      okText: '前往办理',
      cancelText: '取消',
      onOk: () => {
        window.open(func.entryUrl, '_blank', 'noopener,noreferrer');
      },
    });
  };

  return (
    <>
      <PageHeader title="机构工作台" description={agent ? '以下为您在授权期内被授权办理的功能。' : '本机构开通的全部功能。'} />
      <AsyncView
        state={functions}
        rows={6}
        isEmpty={(list) => list.length === 0}
        empty={agent ? '您当前没有授权期内可办理的功能，请联系机构管理员授权或延期' : '本机构暂未开通功能'}
      >
        {(list) =>
          byCategory(list).map((group) => (
            <section key={group.category} className="organ-section">
              <Typography.Title level={5}>
                <AppstoreOutlined /> {group.category}
              </Typography.Title>
              <Row gutter={[12, 12]}>
                {group.functions.map((func) => (
                  <Col span={8} key={func.functionCode}>
                    <Card size="small" hoverable role="button" aria-label={func.functionName} onClick={() => open(func)}>
                      <Card.Meta
                        title={func.functionName}
                        description={
                          <>
                            功能编码 {func.functionCode}
                            {!safeInternalPath(func.entryUrl) && <ExportOutlined style={{ marginLeft: 8 }} aria-label="外部系统" />}
                          </>
                        }
                      />
                    </Card>
                  </Col>
                ))}
              </Row>
            </section>
          ))
        }
      </AsyncView>
    </>
  );
}
