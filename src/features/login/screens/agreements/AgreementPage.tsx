// The agreement pages: the text, printable.
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { Navigate, useLocation } from 'react-router-dom';
import { Panel } from '../../../../components/Panel';
import { paths } from '../../../../config/paths';
import { AGREEMENTS } from './texts';
import type { AgreementText } from './texts';
import '../../login.css';
import '../logon/logon.css';

function AgreementPage({ text }: { text: AgreementText }) {
  return (
    <div className="logon-page portal-container">
      <Panel
        className="agreement-card"
        title={text.title}
        headingLevel={1}
        extra={
          <Button icon={<PrinterOutlined />} onClick={() => window.print()} className="no-print">
            打印
          </Button>
        }
      >
        <article className="agreement">
          {text.sections.map((section, index) => (
            <section key={section.heading}>
              <Typography.Title level={5}>
                {index + 1}. {section.heading}
              </Typography.Title>
              {section.paragraphs.map((paragraph) => (
                <Typography.Paragraph key={paragraph}>{paragraph}</Typography.Paragraph>
              ))}
            </section>
          ))}
        </article>
      </Panel>
    </div>
  );
}

/** The agreement of the current route (/yhxy, /personyhxy, …): one lazily loaded screen serves them all. */
export function AgreementScreen() {
  const { pathname } = useLocation();
  const key = Object.keys(AGREEMENTS).find((name) => pathname === paths.agreements[name as AgreementKey]) as AgreementKey | undefined;
  return key ? <AgreementPage text={AGREEMENTS[key]} /> : <Navigate to={paths.errors.notFound} replace />;
}

type AgreementKey = keyof typeof AGREEMENTS;
