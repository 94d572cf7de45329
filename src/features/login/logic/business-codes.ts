// Spec §4: every business code a login call may answer with, and what the login
// screens do about it. One table, so a new code is one new row, not a new branch.
import { paths, type AppPath } from '../../../config/paths';
import { LOGIN_BUSINESS_CODES } from '../../../api/generated/login-codes';

/** What the screen does besides showing the message. */
export type CodeAction =
  /** Nothing more: the message says what to do. */
  | { readonly kind: 'inform' }
  /** The slider ticket is spent or rejected: solve the slider again before retrying. */
  | { readonly kind: 'captchaAgain' }
  /** The QR code (or its confirmation) needs a fresh code or more waiting. */
  | { readonly kind: 'refreshQr' }
  /** Offer another login method of the same tab. */
  | { readonly kind: 'switchMethod'; readonly method: 'sms' | 'unit' | 'qr' }
  /** Offer a page of the portal that resolves the situation. */
  | { readonly kind: 'goTo'; readonly path: AppPath; readonly label: string };

export interface CodeReaction {
  /** Short Chinese heading shown above the server's msg. */
  readonly title: string;
  /** alert colour: warnings are fixable by the user, errors need help from elsewhere. */
  readonly severity: 'warning' | 'error';
  readonly action: CodeAction;
}

/** The operator holds no authorisation of the unit (also the e-business-licence check's refusal). */
export const AGENT_NOT_AUTHORISED = '03020025';

const inform: CodeAction = { kind: 'inform' };
const findPassword: CodeAction = { kind: 'goTo', path: paths.logon.forgetpsd, label: '找回密码' };

export const CODE_REACTIONS: Readonly<Record<string, CodeReaction>> = {
  '4': { title: '请求参数有误，请检查填写的信息', severity: 'warning', action: inform },
  '429': { title: '操作过于频繁，请稍后再试', severity: 'warning', action: inform },
  '04020002': { title: '账号或密码错误', severity: 'warning', action: { kind: 'captchaAgain' } },
  '04020006': { title: '账号已被锁定', severity: 'error', action: findPassword },
  '04020007': { title: '请重新完成滑块验证', severity: 'warning', action: { kind: 'captchaAgain' } },
  '04020009': { title: '密码已过期，请先重置密码', severity: 'warning', action: findPassword },
  '03010012': { title: '该账号尚未注册', severity: 'warning', action: { kind: 'goTo', path: paths.logon.register, label: '立即注册' } },
  '01020039': { title: '账号尚未绑定手机号', severity: 'warning', action: { kind: 'goTo', path: paths.logon.forgetpsd, label: '验证身份并绑定手机号' } },
  '01020026': { title: '短信验证码错误', severity: 'warning', action: inform },
  '03010010': { title: '您名下有多个单位，请以单位身份选择单位登录', severity: 'warning', action: { kind: 'switchMethod', method: 'unit' } },
  '03020002': { title: '该单位尚未注册', severity: 'warning', action: { kind: 'goTo', path: paths.logon.dwregister, label: '单位注册' } },
  '03020001': { title: '单位账号不存在或已停用', severity: 'error', action: inform },
  '03010008': { title: '该账号已注销', severity: 'error', action: { kind: 'goTo', path: paths.logon.register, label: '重新注册' } },
  '03010019': { title: '登录前需完成人脸识别，请使用扫码登录', severity: 'warning', action: { kind: 'switchMethod', method: 'qr' } },
  '03020025': { title: '您尚未获得单位授权，请联系单位管理员', severity: 'error', action: inform },
  '01020024': { title: '验证码已过期，请重新获取', severity: 'warning', action: inform },
  '01020040': { title: '登录环境存在风险，请使用短信验证码登录', severity: 'warning', action: { kind: 'switchMethod', method: 'sms' } },
  '01020011': { title: '用户类型不符，请在对应的登录页签登录', severity: 'warning', action: inform },
  '03010003': { title: '账号已被冻结，请联系经办机构', severity: 'error', action: { kind: 'goTo', path: paths.logon.suggest, label: '用户申诉' } },
  '01020013': { title: '二维码已失效', severity: 'warning', action: { kind: 'refreshQr' } },
  '01020015': { title: '请在手机上确认登录', severity: 'warning', action: { kind: 'refreshQr' } },
  '03010013': { title: '历史用户须先升级账号', severity: 'warning', action: { kind: 'goTo', path: paths.logon.historyUser, label: '升级账号' } },
  '01010023': { title: '密码强度不足，请重置密码后登录', severity: 'warning', action: findPassword },
  '01020008': { title: '短信发送过于频繁，请稍后再试', severity: 'warning', action: inform },
  '03020037': { title: '证件有效期信息缺失或已过期', severity: 'warning', action: { kind: 'goTo', path: paths.logon.suggest, label: '提交证件信息' } },
};

/** The reaction to a business code; a code missing from the table is shown plainly. */
export function reactionTo(code: string): CodeReaction {
  return CODE_REACTIONS[code] ?? { title: LOGIN_BUSINESS_CODES[code] ?? '登录未完成', severity: 'warning', action: inform };
}
