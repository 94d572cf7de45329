// A compact grid of functions (favourites, hot services) on the centre's
// overview; opening one goes through the portal's function-access checks.
import { LoadingOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Row, Tag, Typography } from 'antd';
import { isOffline, type PortalFunction } from '../../../../domain/function-access/flow';

export interface FunctionGridProps {
  functions: readonly PortalFunction[];
  closeFuncList: readonly string[];
  pending: string | undefined;
  onOpen: (func: PortalFunction) => void;
  emptyText: string;
}

export function FunctionGrid({ functions, closeFuncList, pending, onOpen, emptyText }: FunctionGridProps) {
  if (functions.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return (
    <Row gutter={[12, 12]}>
      {functions.map((func) => {
        const offline = isOffline(func, closeFuncList);
        return (
          <Col xs={24} sm={12} lg={8} key={func.funcId}>
            <Button
              block
              onClick={() => onOpen(func)}
              aria-busy={pending === func.funcId}
              style={{ height: 'auto', padding: '10px 12px', textAlign: 'left', justifyContent: 'space-between' }}
            >
              <span style={{ minWidth: 0, overflow: 'hidden' }}>
                {/* Cut by CSS: antd's measured ellipsis set off WebKit's "ResizeObserver loop" error on every visit. */}
                <Typography.Text
                  strong
                  style={{ display: 'block', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}
                  type={offline ? 'secondary' : undefined}
                >
                  {func.funcName}
                </Typography.Text>
                {offline && <Tag style={{ marginTop: 4 }}>暂停服务</Tag>}
              </span>
              {pending === func.funcId ? <LoadingOutlined /> : <RightOutlined style={{ color: '#8c9bb0' }} />}
            </Button>
          </Col>
        );
      })}
    </Row>
  );
}
