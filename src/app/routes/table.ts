// The route table of spec §2, as data: every route once, with its title, its
// guard flag (login required), the layout it renders in and the area module
// that provides its screen. The router (src/app/router.tsx) is built from it.
import type { ClientName } from '../../api/services';
import { paths, type AppPath } from '../../config/paths';

/** Folders under src/features/ that provide screens through their area.tsx. */
export const AREAS = ['home', 'login', 'item', 'psncenter', 'unitcenter', 'userinfo', 'tempcenter', 'organ'] as const;
export type Area = (typeof AREAS)[number];

/** public: header + footer; the others add the sidebar of one kind of centre. */
export type LayoutKind = 'public' | 'person' | 'unit' | 'organ' | 'temp';

export interface ScreenRoute {
  kind: 'screen';
  path: AppPath;
  title: string;
  guard: boolean;
  layout: LayoutKind;
  area: Area;
  /** Calls the screen makes as it opens: the boot starts them beside the screen's code (src/app/boot.tsx). */
  firstCalls?: readonly FirstCall[];
}

/** A POST whose body does not depend on the visitor; the screen's identical call takes its answer (`startEarly`, src/api). */
export interface FirstCall {
  client: ClientName;
  path: string;
  body: object;
}

const call = (client: ClientName, path: string, body: object = {}): FirstCall => ({ client, path, body });

/** The 403 / 404 / 500 pages belong to the shell itself. */
export interface ErrorRoute {
  kind: 'error';
  path: AppPath;
  title: string;
  guard: false;
  layout: 'public';
  status: 403 | 404 | 500;
}

export interface RedirectRoute {
  kind: 'redirect';
  path: AppPath | '*';
  to: AppPath;
  guard: boolean;
}

export type RouteEntry = ScreenRoute | ErrorRoute | RedirectRoute;

type ScreenEntry = readonly [AppPath, string] | readonly [AppPath, string, readonly FirstCall[]];

function screens(area: Area, layout: LayoutKind, guard: boolean, entries: readonly ScreenEntry[]) {
  return entries.map(([path, title, firstCalls]): ScreenRoute => ({
    kind: 'screen',
    path,
    title,
    guard,
    layout,
    area,
    ...(firstCalls && { firstCalls }),
  }));
}

function redirect(path: AppPath | '*', to: AppPath, guard = false): RedirectRoute {
  return { kind: 'redirect', path, to, guard };
}

const { home, login, logon, feedback, query, service, agreements, center, unitcenter, tempcenter, organ, legacy } = paths;

export const ROUTES: readonly RouteEntry[] = [
  redirect(paths.root, home.gohome),

  ...screens('home', 'public', false, [
    [home.index, '首页'],
    [home.gohome, '正在进入'],
    [home.sqIndex, '网上办事大厅'],
    [home.tobusiness, '业务办理'],
    [home.toSelfBusiness, '自助终端办理'],
  ]),

  ...screens('login', 'public', false, [
    [login.login, '用户登录'],
    [login.logon, '用户注册'],
    [login.tempuser, '临时用户'],
    [login.thirdLogin, '江苏政务服务网登录'],
    [login.aliLogin, '支付宝登录'],
    [login.ecardLogin, '电子社保卡登录'],
    [login.buLogin, '人社部平台个人登录'],
    [login.buUnitLogin, '人社部平台单位登录'],
    [login.stuLogin, '高校毕业生就业平台个人登录'],
    [login.stuUnitLogin, '高校毕业生就业平台单位登录'],
    [login.functionAuth, '功能授权'],
    [logon.historyUser, '历史单位用户升级'],
    [logon.hrmUser, '人社部平台用户升级'],
    [logon.dwregister, '单位注册'],
    [logon.hrmregister, '人力资源市场单位注册'],
    [logon.hrmAgent, '人力资源市场经办人变更'],
    [logon.register, '个人注册'],
    [logon.rsuccess, '注册成功'],
    [logon.forgetpsd, '找回密码'],
    [logon.unitforget, '单位找回密码'],
    [logon.suggest, '用户申诉'],
    [agreements.yhxy, '用户服务协议'],
    [agreements.personyhxy, '个人用户服务协议'],
    [agreements.unityhxy, '单位用户服务协议'],
    [agreements.unityhxyHRM, '人力资源市场单位用户服务协议'],
    [agreements.unityhxyYPT, '一体化平台单位用户服务协议'],
    [agreements.yszc, '隐私政策'],
  ]),

  ...screens('item', 'public', false, [
    [home.task, '事项办理'],
    [query.queryTransitional, '养老保险待遇查询'],
    [query.zxnl, '专项职业能力证书查询'],
    [query.zyzg, '职业资格证书查询'],
    [query.gxzs, '高新技术证书查询'],
    [query.gqjnks, '高技能人才考试成绩查询'],
    [query.ldzgz, '境外劳务证书换证查询'],
    [query.jndj, '职业技能等级证书查询'],
    [query.drugInformationquery, '药品目录查询'],
    [query.diagtreatmentproinfo, '诊疗项目查询'],
    [query.tstaffquery, '单位人员编制查询'],
    [query.unitsubsidyPaymentQueryInfo, '单位培训补贴查询'],
    [query.materialquery, '办事材料查询'],
    [service.toMaterial, '材料上传'],
    [service.electronicMap, '服务网点地图'],
    [service.unitReg, '单位登记'],
    [feedback.feedback, '问题反馈'],
    [feedback.viewresults, '反馈结果查询'],
  ]),

  { kind: 'error', path: paths.errors.forbidden, title: '无权访问', guard: false, layout: 'public', status: 403 },
  { kind: 'error', path: paths.errors.notFound, title: '页面不存在', guard: false, layout: 'public', status: 404 },
  { kind: 'error', path: paths.errors.serverError, title: '服务异常', guard: false, layout: 'public', status: 500 },

  redirect(legacy.center, center.main, true),
  ...screens('psncenter', 'person', true, [
    [
      center.main,
      '个人中心',
      [call('affair', '/applicant/case/overview'), call('person', '/base/queryCardExist'), call('channel', '/function/getCollection')],
    ],
    [center.account, '账户安全'],
    [center.personRightsBill, '个人权益单'],
    [center.unitRightsBill, '单位权益单'],
    [center.family, '亲情账户'],
    [center.channel, '渠道绑定'],
    [center.auth, '授权管理'],
    [center.cancellation, '账号注销'],
    [center.licence, '我的证照'],
    [center.address, '邮寄地址'],
    [center.office, '我的办件', [call('affair', '/applicant/case/overview')]],
    [center.material, '我的材料'],
    [center.legal, '法人开通'],
    [center.legalopen, '法人开通办理'],
    [center.express, '我的邮件'],
    [center.test, '我的考试'],
    [center.message, '我的消息', [call('person', '/message/queryTotal')]],
  ]),
  ...screens('userinfo', 'person', true, [
    [center.userinfo, '个人资料'],
    [center.personInfo, '个人基本信息'],
    [center.checkPhone, '手机号验证'],
    [center.argee, '基本信息核验协议'],
    [center.confirm, '基本信息确认'],
    [center.confirmface, '核验前人脸检测'],
  ]),

  redirect(legacy.unitcenter, unitcenter.unitmain, true),
  ...screens('unitcenter', 'unit', true, [
    [
      unitcenter.unitmain,
      '单位中心',
      [call('unit', '/unitBase/queryMultipleAgentList', { pageNum: 1, pageSize: 1 }), call('channel', '/onlineDel/overView')],
    ],
    [unitcenter.workscope, '经办权限查询'],
    [unitcenter.account, '账户安全'],
    [unitcenter.unitinfo, '单位信息'],
    [unitcenter.address, '邮寄地址'],
    [unitcenter.floor, '单位工作台'],
    [unitcenter.agents, '经办人管理', [call('unit', '/unitBase/queryMultipleAgentList', { pageNum: 1, pageSize: 1 })]],
    [unitcenter.organAgents, '机构经办人管理'],
    [unitcenter.institution, '所属机构'],
    [unitcenter.changecode, '修改密码'],
    [unitcenter.message, '消息中心'],
    [unitcenter.office, '单位办件'],
    [unitcenter.express, '单位邮件'],
    [unitcenter.onlineDel, '单位文书'],
  ]),
  ...screens('userinfo', 'unit', true, [
    [unitcenter.basicinfo, '单位基本信息核验'],
    [unitcenter.checkPhone, '手机号验证'],
    [unitcenter.argee, '基本信息核验协议'],
    [unitcenter.confirm, '基本信息确认'],
  ]),

  redirect(legacy.tempcenter, tempcenter.tempmain, true),
  ...screens('tempcenter', 'temp', true, [
    [tempcenter.tempmain, '临时用户中心'],
    [tempcenter.work, '业务办理'],
  ]),

  redirect(legacy.organ, legacy.organCenter, true),
  redirect(legacy.organCenter, organ.main, true),
  ...screens('organ', 'organ', true, [
    [
      organ.main,
      '机构中心',
      [call('unit', '/organ/queryOrganUserInfo'), call('unit', '/organ/getOrganInfo'), call('unit', '/organ/getFunctionList')],
    ],
    [organ.office, '机构办件'],
    [organ.agents, '经办人管理'],
    [organ.floor, '机构工作台'],
    [organ.account, '账户安全'],
    [organ.message, '消息中心'],
  ]),

  redirect('*', paths.errors.notFound),
];

export function screenRoutesOf(area: Area): ScreenRoute[] {
  return ROUTES.filter((route): route is ScreenRoute => route.kind === 'screen' && route.area === area);
}

export function titleOf(path: string): string | undefined {
  const route = ROUTES.find((entry) => entry.path === path);
  return route && route.kind !== 'redirect' ? route.title : undefined;
}
