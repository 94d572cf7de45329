// One function on the home page: icon, name, a line of description, its
// state (offline, login needed by a visitor) and, for logged-in users, the favourite star.
import { LoadingOutlined, LockOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Tag, Tooltip } from 'antd';
import { useSnapshot } from 'valtio';
import { TooltipOnHover } from '../../../components/TooltipOnHover';
import { asksVisitorToLogIn, isOffline, type PortalFunction } from '../../../domain/function-access/flow';
import { isLoggedIn, session } from '../../../stores/session';
import { FunctionIcon } from './FunctionIcon';
import './function-tile.css';

export interface FunctionTileProps {
  func: PortalFunction;
  closeFuncList: readonly string[];
  onOpen: (func: PortalFunction) => void;
  checking: boolean;
  /** Undefined when favourites do not apply (logged out). */
  favourite?: boolean;
  onToggleFavourite?: (func: PortalFunction, favourite: boolean) => void;
  compact?: boolean;
}

export function FunctionTile({ func, closeFuncList, onOpen, checking, favourite, onToggleFavourite, compact }: FunctionTileProps) {
  const offline = isOffline(func, closeFuncList);
  const { token } = useSnapshot(session);
  const locked = !offline && asksVisitorToLogIn(func, isLoggedIn({ token }));
  return (
    <div className={`function-tile${offline ? ' function-tile--offline' : ''}${compact ? ' function-tile--compact' : ''}`}>
      <button type="button" className="function-tile__open" onClick={() => onOpen(func)} aria-busy={checking}>
        <span className="function-tile__icon" aria-hidden="true">
          {checking ? <LoadingOutlined /> : <FunctionIcon name={func.icon} />}
        </span>
        <span className="function-tile__body">
          <span className="function-tile__name">
            {func.funcName}
            {locked && (
              <TooltipOnHover title="需登录后办理">
                <LockOutlined className="function-tile__lock" aria-label="需登录" />
              </TooltipOnHover>
            )}
          </span>
          {!compact && <span className="function-tile__desc">{offline ? func.offlineTip || func.description : func.description}</span>}
          {offline && (
            <span className="function-tile__tags">
              <Tag>暂停服务</Tag>
            </span>
          )}
        </span>
      </button>
      {favourite !== undefined && onToggleFavourite && (
        <Tooltip title={favourite ? '取消收藏' : '收藏'}>
          <Button
            type="text"
            size="small"
            className="function-tile__star"
            aria-pressed={favourite}
            aria-label={favourite ? `取消收藏${func.funcName}` : `收藏${func.funcName}`}
            icon={favourite ? <StarFilled /> : <StarOutlined />}
            onClick={() => onToggleFavourite(func, !favourite)}
          />
        </Tooltip>
      )}
    </div>
  );
}
