// The 403 / 404 / 500 pages: what happened, in plain Chinese, and a way on.
import { Button, Result, Space } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { HELP_PHONE, MAIN_URL } from '../config/app';

export type ErrorStatus = 403 | 404 | 500;

const TEXTS: Record<ErrorStatus, { title: string; subTitle: string }> = {
  403: { title: '无权访问', subTitle: '您当前登录的身份无权使用该页面，请切换账号或联系单位管理员授权。' },
  404: { title: '页面不存在', subTitle: '您访问的页面不存在或已调整，请返回首页重新查找所需服务。' },
  500: { title: '服务异常', subTitle: `系统暂时无法处理您的请求，请稍后再试。如持续出现，请拨打咨询电话 ${HELP_PHONE}。` },
};

export interface ErrorPageProps {
  status: ErrorStatus;
  /** Replaces the standard explanation, e.g. with the reason a screen failed. */
  subTitle?: string;
  /** Extra actions before the standard ones. */
  actions?: ReactNode;
}

export function ErrorPage({ status, subTitle, actions }: ErrorPageProps) {
  const text = TEXTS[status];
  return (
    <Result
      className="error-page"
      status={String(status) as '403' | '404' | '500'}
      title={`${status} ${text.title}`}
      subTitle={subTitle ?? text.subTitle}
      extra={
        <Space wrap>
          {actions}
          <Link to={MAIN_URL}>
            <Button type="primary">返回首页</Button>
          </Link>
        </Space>
      }
    />
  );
}
