// /EcardLogin: log in by scanning a QR code with the electronic social-security card.
import { Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../../../api';
import { Panel } from '../../../../components/Panel';
import { paths } from '../../../../config/paths';
import { LoginNoticeAlert } from '../../components/LoginNoticeAlert';
import { QrPanel } from '../../components/QrPanel';
import { useLoginFlow } from '../../components/useLoginFlow';
import { ecardIssue, ecardJudge, ecardQuery } from '../../logic/qr-sources';
import '../../login.css';
import '../logon/logon.css';

export function EcardLoginPage() {
  const flow = useLoginFlow();
  const [version, setVersion] = useState(0);
  return (
    <div className="logon-page portal-container">
      <Panel className="logon-card" title="电子社保卡登录" headingLevel={1}>
        <div className="logon-form">
          <Typography.Paragraph>
            请打开江苏智慧人社 App、支付宝或微信中的电子社会保障卡，扫描下方二维码并确认授权。二维码有效期内页面会自动完成登录。
          </Typography.Paragraph>
          <QrPanel
            key={version}
            issue={ecardIssue}
            query={ecardQuery}
            judge={ecardJudge}
            scanWith="电子社保卡"
            onDone={(_name, qrCodeId) => void flow.submit(() => api.basic.POST('/auth/person/ecardLogin', { body: { qrCodeId } }))}
          />
          <LoginNoticeAlert
            notice={flow.notice}
            onAction={() => {
              flow.clearNotice();
              setVersion((value) => value + 1);
            }}
          />
          <Typography.Paragraph className="logon-form__foot">
            没有电子社保卡？<Link to={paths.login.login}>使用其他方式登录</Link>
          </Typography.Paragraph>
        </div>
      </Panel>
      {flow.dialogs}
    </div>
  );
}
