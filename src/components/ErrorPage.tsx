// The 403 / 404 / 500 pages: what happened, in plain Chinese, and a way on.
import { FileSearchOutlined, LockOutlined, ToolOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { HELP_PHONE, MAIN_URL } from '../config/app';
import './error-page.css';

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

const ICONS: Record<ErrorStatus, ReactNode> = {
  403: <LockOutlined />,
  404: <FileSearchOutlined />,
  500: <ToolOutlined />,
};

// Own markup rather than antd's Result, whose status illustrations (10 KiB
// gzip) would ship with every first page: this page is part of the shell.
export function ErrorPage({ status, subTitle, actions }: ErrorPageProps) {
  const text = TEXTS[status];
  return (
    <section className={`error-page error-page--${status}`} aria-labelledby="error-page-title">
      <div className="error-page__icon" aria-hidden="true">
        {ICONS[status]}
      </div>
      <h1 className="error-page__title" id="error-page-title">
        {`${status} ${text.title}`}
      </h1>
      <p className="error-page__text">{subTitle ?? text.subTitle}</p>
      <Space wrap className="error-page__actions">
        {actions}
        <Link to={MAIN_URL}>
          <Button type="primary">返回首页</Button>
        </Link>
      </Space>
    </section>
  );
}
