// The frame of every service opened from /task: its title, and the checks
// before the service itself loads — logged in (except public services), and
// the right kind of user (a person's insurance is never asked for with a unit
// login; the server would refuse it with 01020011 anyway).
import { Button, Skeleton, Typography } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Panel } from '../../../../../components/Panel';
import { StatusResult } from '../../../../../components/StatusResult';
import { loginHref } from '../../../../../config/paths';
import { isLoggedIn, session, USER_TYPES } from '../../../../../stores/session';
import type { Audience, BenefitFunction } from '../functions';
import './benefits.css';

/** Who the logged-in user is, as far as an audience is concerned. */
export function audienceRefusal(audience: Audience, state: { token: string; ident: string }): 'login' | 'person' | 'unit' | undefined {
  if (audience === 'public') return undefined;
  if (!isLoggedIn(state)) return 'login';
  if (audience === 'person' && state.ident !== USER_TYPES.person) return 'person';
  if (audience === 'unit' && state.ident !== USER_TYPES.unit && state.ident !== USER_TYPES.organ) return 'unit';
  return undefined;
}

const WRONG_KIND = {
  person: '本服务面向个人用户，请使用个人账号登录后办理。',
  unit: '本服务面向用人单位，请使用单位或机关事业单位账号登录后办理。',
};

export function ServiceFrame({ service, children }: { service: BenefitFunction; children: ReactNode }) {
  const state = useSnapshot(session);
  const location = useLocation();
  const refusal = audienceRefusal(service.audience, state);
  return (
    <Panel className="benefit-service" variant="borderless">
      <Typography.Title level={3} className="benefit-service__title">
        {service.title}
      </Typography.Title>
      {refusal === 'login' && (
        <StatusResult
          status="info"
          title="请先登录"
          subTitle="本服务需要登录后办理，登录后将回到本页。"
          extra={
            <Link to={loginHref(`${location.pathname}${location.search}`)}>
              <Button type="primary">去登录</Button>
            </Link>
          }
        />
      )}
      {(refusal === 'person' || refusal === 'unit') && (
        <StatusResult status="warning" title="当前账号不能办理本服务" subTitle={WRONG_KIND[refusal]} />
      )}
      {refusal === undefined && <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>{children}</Suspense>}
    </Panel>
  );
}
