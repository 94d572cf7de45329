// The outcome of an action or a check, as antd's Result draws it for its icon
// statuses: a coloured icon, a title, an explanation, the actions, and any
// details below. Own markup because antd's Result carries its 403/404/500
// illustrations: about 10 KiB gzip more for a visit's first screen that shows an
// outcome (docs/performance.md); the portal's error pages are ErrorPage. ESLint
// sends every Result here.
import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import './status-result.css';
import type { CSSProperties, ReactNode } from 'react';

export type ResultStatus = 'success' | 'info' | 'warning' | 'error';

const ICONS: Record<ResultStatus, ReactNode> = {
  success: <CheckCircleFilled />,
  info: <InfoCircleFilled />,
  warning: <ExclamationCircleFilled />,
  error: <CloseCircleFilled />,
};

export interface StatusResultProps {
  status?: ResultStatus;
  /** Replaces the status icon (e.g. a QR code to scan). */
  icon?: ReactNode;
  title: ReactNode;
  subTitle?: ReactNode;
  /** The actions, under the text. */
  extra?: ReactNode;
  /** Details, in a shaded box under the actions. */
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

export function StatusResult({ status = 'info', icon, title, subTitle, extra, children, className, style }: StatusResultProps) {
  return (
    <div className={`status-result status-result--${status}${className ? ` ${className}` : ''}`} style={style}>
      <div className="status-result__icon" aria-hidden={icon ? undefined : true}>
        {icon ?? ICONS[status]}
      </div>
      <div className="status-result__title">{title}</div>
      {subTitle && <div className="status-result__subtitle">{subTitle}</div>}
      {extra && <div className="status-result__extra">{extra}</div>}
      {children && <div className="status-result__content">{children}</div>}
    </div>
  );
}
