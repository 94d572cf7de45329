// The functions of a centre workbench (the unit's and the institution's), by category. A
// usable one opens; an offline one, or one the logged-in agent has not been
// authorised for, stays on the page greyed with the reason, and a click
// explains it again instead of starting a call the server would refuse.
import { AppstoreOutlined, ExportOutlined, LoadingOutlined, LockOutlined } from '@ant-design/icons';
import { Tag, Typography } from 'antd';
import { useFeedback } from '../feedback';
import { Panel } from '../Panel';
import './card-grid.css';

export interface WorkbenchBlock {
  kind: 'offline' | 'locked';
  /** Shown on the card and in the dialog, in Chinese. */
  reason: string;
}

const BLOCK_LABELS: Record<WorkbenchBlock['kind'], string> = { offline: '暂停服务', locked: '未授权' };

export interface WorkbenchCardProps {
  name: string;
  description: string;
  blocked?: WorkbenchBlock;
  /** The access checks for this function are running. */
  checking?: boolean;
  /** Handled in another system, opened in a new window. */
  external?: boolean;
  onOpen: () => void;
}

export function WorkbenchCard({ name, description, blocked, checking = false, external = false, onOpen }: WorkbenchCardProps) {
  const { modal } = useFeedback();
  const open = () => {
    if (!blocked) {
      onOpen();
      return;
    }
    modal.info({
      title: blocked.kind === 'locked' ? `您暂无“${name}”的办理权限` : `“${name}”暂停服务`,
      content: blocked.reason,
      okText: '知道了',
    });
  };
  const badge = blocked ? (
    <Tag icon={blocked.kind === 'locked' ? <LockOutlined aria-hidden="true" /> : undefined}>{BLOCK_LABELS[blocked.kind]}</Tag>
  ) : external ? (
    <ExportOutlined aria-label="在外部系统办理" />
  ) : null;
  return (
    <Panel
      size="small"
      hoverable={!blocked}
      style={{ height: '100%', background: blocked ? '#fafafa' : undefined }}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        open();
      }}
      role="button"
      tabIndex={0}
      title={name}
      extra={checking ? <LoadingOutlined aria-label="正在校验" /> : badge}
    >
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
        {blocked ? blocked.reason : description}
      </Typography.Paragraph>
    </Panel>
  );
}

/** One category of the workbench: its name over a grid of cards, three to a row on a wide page (card-grid.css). */
export function WorkbenchGroup({ title, cards }: { title: string; cards: (WorkbenchCardProps & { id: string })[] }) {
  return (
    <section style={{ marginBottom: 20 }}>
      <Typography.Title level={5}>
        <AppstoreOutlined /> {title}
      </Typography.Title>
      <div className="card-grid">
        {cards.map(({ id, ...card }) => (
          <WorkbenchCard key={id} {...card} />
        ))}
      </div>
    </section>
  );
}
