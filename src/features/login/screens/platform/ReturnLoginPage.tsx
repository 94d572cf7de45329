// The frame of the pages other platforms send users back to: it runs the
// page's steps once (check the ticket, maybe choose a unit or verify a face,
// then log in) and shows where the user stands.
import { Button, Radio, Space, Spin, Typography } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Panel } from '../../../../components/Panel';
import { StatusResult } from '../../../../components/StatusResult';
import { paths, type AppPath } from '../../../../config/paths';
import { LoginNoticeAlert } from '../../components/LoginNoticeAlert';
import { useLoginFlow } from '../../components/useLoginFlow';

export interface UnitChoice {
  readonly socialCreditCode: string;
  readonly unitName: string;
}

export type ReturnStage =
  | { readonly kind: 'working' }
  /** The address carries no ticket or code: the platform did not send the user properly. */
  | { readonly kind: 'missing' }
  | { readonly kind: 'unregistered'; readonly who: string; readonly register: AppPath }
  | { readonly kind: 'chooseUnit'; readonly units: readonly UnitChoice[]; readonly choose: (unit: UnitChoice) => Promise<void> }
  /** A step of the page's own (face verification): rendered by the page. */
  | { readonly kind: 'custom'; readonly content: ReactNode }
  /** The login call answered: success navigates away, anything else is in the notice. */
  | { readonly kind: 'answered' };

export type Flow = ReturnType<typeof useLoginFlow>;

export interface ReturnLoginProps {
  title: string;
  platform: string;
  /** Where a user who should try again goes (usually the login page). */
  retry?: AppPath;
  start: (search: URLSearchParams, flow: Flow, show: (stage: ReturnStage) => void) => Promise<ReturnStage>;
}

export function ReturnLoginPage({ title, platform, retry = paths.login.login, start }: ReturnLoginProps) {
  const [search] = useSearchParams();
  const flow = useLoginFlow();
  const [stage, setStage] = useState<ReturnStage>({ kind: 'working' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start(search, flow, setStage).then(setStage);
  }, [flow, search, start]);

  const back = (
    <Link to={retry}>
      <Button>返回登录页</Button>
    </Link>
  );

  return (
    <div className="logon-page portal-container">
      <Panel className="logon-card" title={title} headingLevel={1}>
        {stage.kind === 'working' && (
          <div className="return-login__working" role="status">
            <Spin />
            <Typography.Paragraph>正在核验{platform}的登录信息，请稍候…</Typography.Paragraph>
          </div>
        )}
        {stage.kind === 'missing' && (
          <StatusResult status="warning" title={`未取得${platform}的登录凭证`} subTitle="请回到登录页重新选择登录方式。" extra={back} />
        )}
        {stage.kind === 'unregistered' && (
          <StatusResult
            status="info"
            title="您尚未注册本平台账号"
            subTitle={`${stage.who}，请先注册后再使用${platform}登录。`}
            extra={
              <Space>
                <Link to={stage.register}>
                  <Button type="primary">立即注册</Button>
                </Link>
                {back}
              </Space>
            }
          />
        )}
        {stage.kind === 'chooseUnit' && <UnitChooser units={stage.units} onChoose={stage.choose} busy={flow.busy} />}
        {stage.kind === 'custom' && stage.content}
        {stage.kind === 'answered' &&
          (flow.notice ? (
            <Space orientation="vertical" className="return-login__answer">
              {back}
            </Space>
          ) : null)}
        <LoginNoticeAlert notice={flow.notice} />
      </Panel>
      {flow.dialogs}
    </div>
  );
}

function UnitChooser({
  units,
  onChoose,
  busy,
}: {
  units: readonly UnitChoice[];
  onChoose: (unit: UnitChoice) => Promise<void>;
  busy: boolean;
}) {
  const [chosen, setChosen] = useState<string>();
  const unit = units.find((candidate) => candidate.socialCreditCode === chosen);
  return (
    <div className="logon-form">
      <Typography.Paragraph>您可代表以下单位办理业务，请选择本次登录的单位：</Typography.Paragraph>
      <Radio.Group value={chosen} onChange={(event) => setChosen(event.target.value as string)} className="unit-chooser">
        <Space orientation="vertical">
          {units.map((option) => (
            <Radio key={option.socialCreditCode} value={option.socialCreditCode}>
              {option.unitName}（{option.socialCreditCode}）
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      <Button
        type="primary"
        block
        disabled={!unit}
        loading={busy}
        onClick={() => unit && void onChoose(unit)}
        className="unit-chooser__submit"
      >
        登录所选单位
      </Button>
    </div>
  );
}

/** One unit: log in at once; several: let the user choose. */
export function unitStage(units: readonly UnitChoice[], login: (unit: UnitChoice) => Promise<void>): Promise<ReturnStage> | ReturnStage {
  const [only] = units;
  if (units.length === 1 && only) return login(only).then((): ReturnStage => ({ kind: 'answered' }));
  if (units.length === 0) return { kind: 'missing' };
  return { kind: 'chooseUnit', units, choose: login };
}
