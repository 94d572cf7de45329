// The blocks every business-handling page starts with: its heading card, and
// the page a link without what it needs leads to.
import { Button, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Panel } from '../../../components/Panel';
import { StatusResult } from '../../../components/StatusResult';

export function PageHeading({ title, icon, children }: { title: string; icon?: ReactNode; children?: ReactNode }) {
  return (
    <Panel className="task-heading">
      <div className="task-heading__row">
        {icon}
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {children && <Typography.Text type="secondary">{children}</Typography.Text>}
        </div>
      </div>
    </Panel>
  );
}

/** A link that lacks what the page needs (no function, no case): say so and offer the way on. */
export function IncompleteLink({ title, subTitle, to, action }: { title: string; subTitle: string; to: string; action: string }) {
  return (
    <div className="portal-container task-page">
      <StatusResult
        status="warning"
        title={title}
        subTitle={subTitle}
        extra={
          <Link to={to}>
            <Button type="primary">{action}</Button>
          </Link>
        }
      />
    </div>
  );
}
