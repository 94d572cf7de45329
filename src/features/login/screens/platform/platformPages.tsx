// The pages other platforms send users back to (spec §2 public routes), each
// as its steps: provincial government (/thirdLogin: gov, newGov, govnet and
// the unit legal-person login), payment app (/aliLogin), ministry platform
// (/buLogin, /buUnitLogin) and graduate-employment platform (/stuLogin,
// /stuUnitLogin).
import { api, isSuccess, type Envelope } from '../../../../api';
import { failureText } from '../../../../api/envelope';
import { paths } from '../../../../config/paths';
import { QrPanel } from '../../components/QrPanel';
import type { LoginCall } from '../../components/useLoginFlow';
import { LOGIN_FAILURE_PREFIX } from '../../logic/login-outcome';
import { faceCode, faceJudge, faceQuery } from '../../logic/qr-sources';
import { firstParam, UNIT_RETURN_PARAM } from '../../logic/third-party';
import { ReturnLoginPage, unitStage, type Flow, type ReturnStage, type UnitChoice } from './ReturnLoginPage';
import '../../login.css';
import '../logon/logon.css';

const ANSWERED: ReturnStage = { kind: 'answered' };

/** A check call that did not pass: the client showed transport errors; a business answer becomes the notice. */
function checkFailed(flow: Flow, data: Pick<Envelope<unknown>, 'appcode' | 'msg'> | undefined): ReturnStage {
  if (data) flow.notify({ kind: 'failure', text: failureText(LOGIN_FAILURE_PREFIX, data.msg) });
  return ANSWERED;
}

interface PersonCheck {
  registered: boolean;
  needFaceVerify: boolean;
  nameMasked: string;
  idCardNoMasked: string;
}

function unregistered(check: PersonCheck): ReturnStage {
  return { kind: 'unregistered', who: `${check.nameMasked}（${check.idCardNoMasked}）`, register: paths.logon.register };
}

async function govPersonLogin(ticket: string, flow: Flow, show: (stage: ReturnStage) => void): Promise<ReturnStage> {
  const { data } = await api.person.POST('/extend/checkGovLogin', { body: { ticket } });
  if (!isSuccess(data)) return checkFailed(flow, data);
  const check = data.map;
  if (!check.registered) return unregistered(check);
  const login = async () => {
    await flow.submit(() => api.basic.POST('/auth/person/govLogin', { body: { ticket } }));
    show(ANSWERED);
  };
  if (!check.needFaceVerify) {
    await login();
    return ANSWERED;
  }
  const issueFace = async () => {
    const { data: started } = await api.person.POST('/extend/govInitFaceVerify', { body: { ticket } });
    return isSuccess(started) ? faceCode(started.map) : undefined;
  };
  return {
    kind: 'custom',
    content: (
      <div className="logon-form">
        <p>
          {check.nameMasked}（{check.idCardNoMasked}），您在政务服务网的认证等级不足，请用手机扫描下方二维码完成一次人脸认证后登录。
        </p>
        <QrPanel issue={issueFace} query={faceQuery} judge={faceJudge} scanWith="手机微信或浏览器" onDone={() => void login()} />
      </div>
    ),
  };
}

/** Where a unit's government-platform login comes back from: its ticket check and its login. */
interface UnitPlatform {
  check: (body: { ticket: string; state: string }) => Promise<{ data?: Envelope<{ loginTicket: string; unitList: UnitChoice[] }> }>;
  login: (body: { ticket: string; socialCreditCode: string; authCode?: string }) => ReturnType<LoginCall>;
}

// Each login names the platform that authenticated the user (thirdChannelType).
const PROVINCIAL_UNIT: UnitPlatform = {
  check: (body) => api.unit.POST('/unitExtend/checkUnitGoveLogin', { body }),
  login: (body) => api.basic.POST('/auth/unit/govementLogin', { body: { ...body, thirdChannelType: 'gov' } }),
};

const MINISTRY_UNIT: UnitPlatform = {
  check: (body) => api.unit.POST('/unitExtend/checkUnitRsbGoveLogin', { body }),
  login: (body) => api.basic.POST('/auth/unit/rsbGovementLogin', { body: { ...body, thirdChannelType: 'rsb' } }),
};

async function unitTicketCheck(platform: UnitPlatform, search: URLSearchParams, flow: Flow): Promise<ReturnStage> {
  const ticket = firstParam(search, 'ticket');
  const state = firstParam(search, 'state');
  if (!ticket || !state) return { kind: 'missing' };
  const { data } = await platform.check({ ticket, state });
  if (!isSuccess(data)) return checkFailed(flow, data);
  const { loginTicket, unitList } = data.map;
  // A platform returning OAuth-style also brings an authorisation code: the server learns from it who logs in.
  const authCode = firstParam(search, 'authCode', 'code');
  return unitStage(unitList, async (unit: UnitChoice) => {
    await flow.submit(() =>
      platform.login({ ticket: loginTicket, socialCreditCode: unit.socialCreditCode, ...(authCode ? { authCode } : {}) }),
    );
  });
}

export function ThirdLoginPage() {
  return (
    <ReturnLoginPage
      title="江苏政务服务网登录"
      platform="江苏政务服务网"
      start={async (search, flow, show) => {
        if (search.get(UNIT_RETURN_PARAM)) return unitTicketCheck(PROVINCIAL_UNIT, search, flow);
        const authCode = firstParam(search, 'authCode', 'code');
        if (authCode) {
          await flow.submit(() => api.basic.POST('/auth/person/newGovLogin', { body: { authCode } }));
          return ANSWERED;
        }
        const ticket = firstParam(search, 'ticket');
        if (!ticket) return { kind: 'missing' };
        if (search.get('type') === 'govnet') {
          await flow.submit(() => api.basic.POST('/auth/person/govnetLogin', { body: { ticket } }));
          return ANSWERED;
        }
        return govPersonLogin(ticket, flow, show);
      }}
    />
  );
}

export function AliLoginPage() {
  return (
    <ReturnLoginPage
      title="支付宝登录"
      platform="支付宝"
      start={async (search, flow) => {
        const authCode = firstParam(search, 'auth_code', 'authCode');
        if (!authCode) return { kind: 'missing' };
        await flow.submit(() => api.basic.POST('/auth/person/alipayLogin', { body: { authCode } }));
        return ANSWERED;
      }}
    />
  );
}

export function BuLoginPage() {
  return (
    <ReturnLoginPage
      title="人社部平台个人登录"
      platform="人力资源和社会保障部政务服务平台"
      start={async (search, flow) => {
        const ticket = firstParam(search, 'ticket');
        if (!ticket) return { kind: 'missing' };
        await flow.submit(() => api.basic.POST('/auth/person/rsbGovLogin', { body: { ticket } }));
        return ANSWERED;
      }}
    />
  );
}

export function BuUnitLoginPage() {
  return (
    <ReturnLoginPage
      title="人社部平台单位登录"
      platform="人力资源和社会保障部政务服务平台"
      start={(search, flow) => unitTicketCheck(MINISTRY_UNIT, search, flow)}
    />
  );
}

export function StuLoginPage() {
  return (
    <ReturnLoginPage
      title="高校毕业生就业平台个人登录"
      platform="高校毕业生就业服务平台"
      start={async (search, flow) => {
        const ticket = firstParam(search, 'ticket');
        if (!ticket) return { kind: 'missing' };
        const { data } = await api.person.POST('/base/checkCollegeEmploymentLogin', { body: { ticket } });
        if (!isSuccess(data)) return checkFailed(flow, data);
        if (!data.map.registered) return unregistered(data.map);
        await flow.submit(() => api.basic.POST('/auth/person/collegeEmploymentLogin', { body: { ticket } }));
        return ANSWERED;
      }}
    />
  );
}

export function StuUnitLoginPage() {
  return (
    <ReturnLoginPage
      title="高校毕业生就业平台单位登录"
      platform="高校毕业生就业服务平台"
      start={async (search, flow) => {
        const code = firstParam(search, 'code');
        const state = firstParam(search, 'state');
        if (!code || !state) return { kind: 'missing' };
        const aab101 = firstParam(search, 'aab101');
        const { data } = await api.unit.POST('/unitExtend/checkCollEmployLogin', { body: { code, state } });
        if (!isSuccess(data)) return checkFailed(flow, data);
        const { loginTicket, unitList } = data.map;
        const login = (ticket: string) =>
          flow.submit(() => api.basic.POST('/auth/unit/unitCollegeEmploymentLogin', { body: { code: ticket, aab101 } }));
        if (unitList.length === 1) {
          await login(loginTicket);
          return ANSWERED;
        }
        return unitStage(unitList, async (unit) => {
          const { data: chosen } = await api.unit.POST('/unitExtend/checkCollEmployLoginMult', {
            body: { loginTicket, socialCreditCode: unit.socialCreditCode },
          });
          if (isSuccess(chosen)) await login(chosen.map.loginTicket);
          else checkFailed(flow, chosen);
        });
      }}
    />
  );
}
