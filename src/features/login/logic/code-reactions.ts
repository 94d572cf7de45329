// Spec §4: every business code a login call may answer with, and what the login
// screens do about it — on the tab the user is on. One table per kind of user
// (a row where it differs from the person's): a reaction never reaches for a
// method of a tab the user is not on, and where that kind of user has no such
// method its heading says what to do instead. Loaded with the first business
// code (useLoginFlow), so the login page does not carry the tables.
import { LOGIN_BUSINESS_CODES } from '../../../api/generated/login-codes';
import { paths } from '../../../config/paths';
import {
  FACE_REQUIRED,
  PLAIN_REACTION_TITLE,
  RISKY_ENVIRONMENT,
  type CodeAction,
  type CodeReaction,
  type LoginKind,
} from './business-codes';

const inform: CodeAction = { kind: 'inform' };
const findPassword: CodeAction = { kind: 'goTo', path: paths.logon.forgetpsd, label: '找回密码' };
const unitFindPassword: CodeAction = { kind: 'goTo', path: paths.logon.unitforget, label: '找回密码' };
const organFindPassword: CodeAction = { kind: 'goTo', path: paths.logon.unitforget, search: '?type=organ', label: '找回密码' };
const toUnitTab: CodeAction = { kind: 'switchTab', tab: 'unit' };

/** The person tab's reactions: every code of the contract has one. */
export const CODE_REACTIONS: Readonly<Record<string, CodeReaction>> = {
  '4': { title: '请求参数有误，请检查填写的信息', severity: 'warning', action: inform },
  '429': { title: '操作过于频繁，请稍后再试', severity: 'warning', action: inform },
  '04020002': { title: '账号或密码错误', severity: 'warning', action: { kind: 'captchaAgain' } },
  '04020006': { title: '账号已被锁定', severity: 'error', action: findPassword },
  '04020007': { title: '请重新完成滑块验证', severity: 'warning', action: { kind: 'captchaAgain' } },
  '04020009': { title: '密码已过期，请先重置密码', severity: 'warning', action: findPassword },
  '03010012': { title: '该账号尚未注册', severity: 'warning', action: { kind: 'goTo', path: paths.logon.register, label: '立即注册' } },
  '01020039': {
    title: '账号尚未绑定手机号',
    severity: 'warning',
    action: { kind: 'goTo', path: paths.logon.forgetpsd, label: '验证身份并绑定手机号' },
  },
  '01020026': { title: '短信验证码错误', severity: 'warning', action: inform },
  '03010010': { title: '您名下有多个单位，请以单位身份选择单位登录', severity: 'warning', action: toUnitTab },
  '03020002': { title: '该单位尚未注册', severity: 'warning', action: { kind: 'goTo', path: paths.logon.dwregister, label: '单位注册' } },
  '03020001': { title: '单位账号不存在或已停用', severity: 'error', action: inform },
  '03010008': { title: '该账号已注销', severity: 'error', action: { kind: 'goTo', path: paths.logon.register, label: '重新注册' } },
  [FACE_REQUIRED]: {
    title: '登录前需完成人脸识别，请使用扫码登录',
    severity: 'warning',
    action: { kind: 'switchMethod', tab: 'person', method: 'qr' },
  },
  '03020025': { title: '您尚未获得单位授权，请联系单位管理员', severity: 'error', action: inform },
  '01020024': { title: '验证码已过期，请重新获取', severity: 'warning', action: inform },
  [RISKY_ENVIRONMENT]: {
    title: '登录环境存在风险，请使用短信验证码登录',
    severity: 'warning',
    action: { kind: 'switchMethod', tab: 'person', method: 'sms' },
  },
  '01020011': { title: '用户类型不符，请在对应的登录页签登录', severity: 'warning', action: inform },
  '03010003': {
    title: '账号已被冻结，请联系经办机构',
    severity: 'error',
    action: { kind: 'goTo', path: paths.logon.suggest, label: '用户申诉' },
  },
  '01020013': { title: '二维码已失效', severity: 'warning', action: { kind: 'refreshQr', tab: 'person' } },
  '01020015': { title: '请在手机上确认登录', severity: 'warning', action: { kind: 'refreshQr', tab: 'person' } },
  '03010013': {
    title: '历史用户须先升级账号',
    severity: 'warning',
    action: { kind: 'goTo', path: paths.logon.historyUser, label: '升级账号' },
  },
  '01010023': { title: '密码强度不足，请重置密码后登录', severity: 'warning', action: findPassword },
  '01020008': { title: '短信发送过于频繁，请稍后再试', severity: 'warning', action: inform },
  '03020037': {
    title: '证件有效期信息缺失或已过期',
    severity: 'warning',
    action: { kind: 'goTo', path: paths.logon.suggest, label: '提交证件信息' },
  },
};

/** Institution and casual users log in with a password only: what the QR codes mean there. */
const NO_QR: Readonly<Record<string, CodeReaction>> = {
  '01020013': { title: '登录凭证已失效，请重新登录', severity: 'warning', action: inform },
  '01020015': { title: '登录尚未确认，请稍后重新登录', severity: 'warning', action: inform },
};

/** Where a tab's reactions differ from the person tab's. */
const KIND_REACTIONS: Readonly<Record<Exclude<LoginKind, 'person'>, Readonly<Record<string, CodeReaction>>>> = {
  unit: {
    '04020006': { title: '账号已被锁定', severity: 'error', action: unitFindPassword },
    '04020009': { title: '密码已过期，请先重置密码', severity: 'warning', action: unitFindPassword },
    '01010023': { title: '密码强度不足，请重置密码后登录', severity: 'warning', action: unitFindPassword },
    '03010012': {
      title: '该单位账号尚未注册',
      severity: 'warning',
      action: { kind: 'goTo', path: paths.logon.dwregister, label: '单位注册' },
    },
    '01020039': {
      title: '账号尚未绑定手机号',
      severity: 'warning',
      action: { kind: 'goTo', path: paths.logon.unitforget, label: '验证单位信息并绑定手机号' },
    },
    '03010008': {
      title: '该单位账号已注销',
      severity: 'error',
      action: { kind: 'goTo', path: paths.logon.dwregister, label: '重新注册单位' },
    },
    '03010010': { title: '您是多个单位的管理员或经办人，请核对统一社会信用代码后登录', severity: 'warning', action: inform },
    [FACE_REQUIRED]: {
      title: '登录前需完成人脸识别，请使用扫码登录',
      severity: 'warning',
      action: { kind: 'switchMethod', tab: 'unit', method: 'qr' },
    },
    [RISKY_ENVIRONMENT]: {
      title: '登录环境存在风险，请使用短信验证码登录',
      severity: 'warning',
      action: { kind: 'switchMethod', tab: 'unit', method: 'sms' },
    },
    '01020013': { title: '二维码已失效', severity: 'warning', action: { kind: 'refreshQr', tab: 'unit' } },
    '01020015': { title: '请在手机上确认登录', severity: 'warning', action: { kind: 'refreshQr', tab: 'unit' } },
  },
  organ: {
    ...NO_QR,
    '04020006': { title: '账号已被锁定', severity: 'error', action: organFindPassword },
    '04020009': { title: '密码已过期，请先重置密码', severity: 'warning', action: organFindPassword },
    '01010023': { title: '密码强度不足，请重置密码后登录', severity: 'warning', action: organFindPassword },
    '03010012': { title: '该机构账号尚未开通，请联系经办机构开通', severity: 'warning', action: inform },
    '01020039': { title: '账号尚未绑定手机号，请联系经办机构登记管理员手机号', severity: 'warning', action: inform },
    '03010008': { title: '该机构账号已注销，请联系经办机构', severity: 'error', action: inform },
    '03010013': { title: '旧版平台的机构账号须先升级，请联系经办机构', severity: 'warning', action: inform },
    [FACE_REQUIRED]: {
      title: '登录前需完成人脸识别。机构用户没有扫码登录，请用本人的江苏智慧人社 App 完成人脸识别后重新登录',
      severity: 'warning',
      action: inform,
    },
    [RISKY_ENVIRONMENT]: {
      title: '登录环境存在风险。机构用户没有短信验证码登录，请换用常用的电脑和网络后重新登录，仍无法登录请联系经办机构',
      severity: 'warning',
      action: inform,
    },
  },
  casual: {
    ...NO_QR,
    '04020006': { title: '账号已被锁定，请到发放临时账号的经办窗口解锁', severity: 'error', action: inform },
    '04020009': { title: '密码已过期，请到经办窗口重置临时账号密码', severity: 'warning', action: inform },
    '01010023': { title: '密码强度不足，请到经办窗口重置临时账号密码', severity: 'warning', action: inform },
    '03010012': { title: '该临时账号不存在，临时账号由经办窗口发放', severity: 'warning', action: inform },
    '01020039': { title: '账号尚未绑定手机号，请到经办窗口登记手机号', severity: 'warning', action: inform },
    '03010008': { title: '该临时账号已注销，请到经办窗口重新申领', severity: 'error', action: inform },
    '03010013': { title: '旧版平台的临时账号已停用，请到经办窗口重新申领', severity: 'warning', action: inform },
    [FACE_REQUIRED]: {
      title: '登录前需完成人脸识别。临时用户没有扫码登录，请到经办窗口核验身份后再登录',
      severity: 'warning',
      action: inform,
    },
    [RISKY_ENVIRONMENT]: {
      title: '登录环境存在风险。临时用户没有短信验证码登录，请换用常用的电脑和网络后重新登录，仍无法登录请到经办窗口办理',
      severity: 'warning',
      action: inform,
    },
  },
};

/** The reaction to a business code on a tab; a code missing from the tables is shown plainly. */
export function reactionTo(code: string, kind: LoginKind = 'person'): CodeReaction {
  const own = kind === 'person' ? undefined : KIND_REACTIONS[kind][code];
  return own ?? CODE_REACTIONS[code] ?? { title: LOGIN_BUSINESS_CODES[code] ?? PLAIN_REACTION_TITLE, severity: 'warning', action: inform };
}
