// The frame every public query shares: breadcrumb, title with its intro line,
// the form beside the notes, and the results underneath.
import { PrinterOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Panel } from '../../../components/Panel';
import { printDocument } from '../../../components/print';
import { paths } from '../../../config/paths';
import { printoutHtml, type Printout } from './printout';
import './queries.css';

interface QueryLayoutProps {
  title: string;
  intro: string;
  notes: readonly string[];
  form: ReactNode;
  children?: ReactNode;
}

export function QueryLayout({ title, intro, notes, form, children }: QueryLayoutProps) {
  return (
    <div className="portal-container query-page">
      <Breadcrumb
        className="query-page__crumbs no-print"
        items={[{ title: <Link to={paths.home.index}>首页</Link> }, { title: '公共查询' }, { title }]}
      />
      <header className="query-page__head">
        <Typography.Title level={2} className="query-page__title">
          {title}
        </Typography.Title>
        <Tag color="blue" icon={<SafetyCertificateOutlined />} className="no-print">
          无需登录
        </Tag>
        <Typography.Paragraph className="query-page__intro">{intro}</Typography.Paragraph>
      </header>
      <div className="query-page__top no-print">
        <Panel className="query-page__form" title="查询条件">
          {form}
        </Panel>
        <Panel className="query-page__notes" title="温馨提示" size="small">
          <ol>
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ol>
        </Panel>
      </div>
      {children}
    </div>
  );
}

interface ResultsCardProps {
  printLabel: string;
  /** What the print button prints; undefined while there is nothing to print. */
  printout: (() => Printout) | undefined;
  children: ReactNode;
}

/** The results under the form, with their print button (spec §9: through the hidden print frame). */
export function ResultsCard({ printLabel, printout, children }: ResultsCardProps) {
  return (
    <Panel
      className="query-page__results"
      title="查询结果"
      extra={
        <Button
          className="no-print"
          icon={<PrinterOutlined />}
          disabled={!printout}
          onClick={() => printout && printDocument(printoutHtml(printout()))}
        >
          {printLabel}
        </Button>
      }
    >
      {children}
    </Panel>
  );
}
