// The heading of a centre screen (person, unit, institution): title, one line
// of explanation, and the screen's main actions on the right. The title is the
// route's, from the route table, unless the screen names another.
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useRouteTitle } from '../route-title';

export function PageHeader({ title, description, extra }: { title?: string; description?: ReactNode; extra?: ReactNode }) {
  const routeTitle = useRouteTitle();
  return (
    <Flex justify="space-between" align="flex-start" gap={16} wrap className="centre-page-header" style={{ marginBottom: 20 }}>
      <div>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title ?? routeTitle}
        </Typography.Title>
        {description && (
          <Typography.Paragraph type="secondary" style={{ margin: '6px 0 0' }}>
            {description}
          </Typography.Paragraph>
        )}
      </div>
      {extra && <div className="no-print">{extra}</div>}
    </Flex>
  );
}
