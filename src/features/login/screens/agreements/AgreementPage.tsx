// The agreement pages: the text, printable.
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import type { AgreementText } from './texts';
import { AGREEMENTS } from './texts';

function AgreementPage({ text }: { text: AgreementText }) {
  return (
    <div className="logon-page portal-container">
      <Card
        className="agreement-card"
        title={text.title}
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
      </Card>
    </div>
  );
}

export const agreementScreens = Object.fromEntries(
  Object.entries(AGREEMENTS).map(([key, text]) => [key, () => <AgreementPage text={text} />]),
) as Record<keyof typeof AGREEMENTS, () => React.JSX.Element>;
