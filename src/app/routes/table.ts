// The route table of spec §2, as data: every route once, with its title, its
// guard flag (login required), the layout it renders in, the area that owns its
// screen and the screen itself. The router (src/app/router.tsx), the prerender,
// the build's route preload (vite/route-preload.ts) and the size budget
// (scripts/size-budget.mjs) all read it; hrefs are spelled in src/config/paths.ts.
import type { ComponentType } from 'react';
import type { ClientName } from '../../api/services';
import { paths, type AppPath } from '../../config/paths';

/** Folders under src/features/ whose screens the table routes to. */
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
  /** The screen's source file as Vite's manifest keys it (`src/features/…/X.tsx`): its chunk is the route's own. */
  module: string;
  /** The export of `module` that is the screen. */
  exportName: string;
  /** Fetches the screen's chunk; rejects with a developer's message when the export is not a component. */
  screen: () => Promise<ComponentType>;
  /** Calls the screen makes as it opens: the boot starts them beside the screen's code (src/app/boot.tsx). */
  firstCalls?: readonly FirstCall[];
  /**
   * A centre screen whose first render is the same for every user of the centre (what
   * is theirs comes after, from its calls): the centre's prerendered shell holds the
   * screen itself in place of the loading ring (docs/prerender.md, "Centre shells").
   */
  inShell?: true;
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

/** What `import.meta.glob('/src/features/…/X.tsx')` gives for one file: its root path and its lazy import. */
type GlobbedModule = Record<string, () => Promise<unknown>>;

/** What a row may add: the screen's export when it is not named like the file, its first calls, and whether the shell holds it. */
interface ScreenOptions {
  exportName?: string;
  firstCalls?: readonly FirstCall[];
  inShell?: true;
}

/**
 * A screen route: path, title, the screen's file and, when it is not named like
 * the file (`LoginPage.tsx` → `LoginPage`), its export. The file is named with
 * `import.meta.glob` so that the lazy import and its file are one value: Vite
 * turns it into `{ '/src/…/X.tsx': () => import('/src/…/X.tsx') }`, one chunk per
 * screen file, and the key is what the manifest and the size budget know it by.
 */
type ScreenRow = readonly [path: AppPath, title: string, file: GlobbedModule, options?: ScreenOptions];

function screenOf(path: AppPath, file: GlobbedModule, exportName: string | undefined) {
  const found = Object.entries(file);
  const [source, load] = found[0] ?? [];
  if (found.length !== 1 || !source || !load) {
    throw new Error(`route ${path}: its import.meta.glob must name exactly one screen file, and it matched ${found.length}`);
  }
  const name = exportName ?? /([^/]+)\.tsx?$/.exec(source)?.[1] ?? '';
  const screen = async () => {
    const component = ((await load()) as Record<string, unknown>)[name];
    if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
      throw new Error(`route ${path}: ${source} exports no screen named ${name}`);
    }
    return component as ComponentType;
  };
  return { module: source.replace(/^\//, ''), exportName: name, screen };
}

function screens(area: Area, layout: LayoutKind, guard: boolean, rows: readonly ScreenRow[]): ScreenRoute[] {
  return rows.map(([path, title, file, { exportName, firstCalls, inShell } = {}]) => ({
    kind: 'screen',
    path,
    title,
    guard,
    layout,
    area,
    ...screenOf(path, file, exportName),
    ...(firstCalls && { firstCalls }),
    ...(inShell && { inShell }),
  }));
}

function redirect(path: AppPath | '*', to: AppPath, guard = false): RedirectRoute {
  return { kind: 'redirect', path, to, guard };
}

const { home, login, logon, feedback, query, service, agreements, center, unitcenter, tempcenter, organ, legacy } = paths;

export const ROUTES: readonly RouteEntry[] = [
  redirect(paths.root, home.gohome),

  ...screens('home', 'public', false, [
    [home.index, '首页', import.meta.glob('/src/features/home/HomePage.tsx')],
    [home.gohome, '正在进入', import.meta.glob('/src/features/home/jump/GoHomePage.tsx')],
    [home.sqIndex, '网上办事大厅', import.meta.glob('/src/features/home/EntryPage.tsx')],
    [home.tobusiness, '业务办理', import.meta.glob('/src/features/home/jump/BusinessJumpPage.tsx')],
    [home.publicQuery, '公共查询', import.meta.glob('/src/features/home/PublicQueriesPage.tsx')],
    [home.serviceGuide, '办事指南', import.meta.glob('/src/features/home/ServiceGuidePage.tsx')],
    [
      home.toSelfBusiness,
      '自助终端办理',
      import.meta.glob('/src/features/home/jump/BusinessJumpPage.tsx'),
      { exportName: 'SelfServiceJumpPage' },
    ],
    [home.search, '搜索结果', import.meta.glob('/src/features/home/search/SearchResultsPage.tsx')],
  ]),

  ...screens('login', 'public', false, [
    [login.login, '用户登录', import.meta.glob('/src/features/login/screens/login/LoginPage.tsx')],
    [login.logon, '用户注册', import.meta.glob('/src/features/login/screens/logon/LogonPage.tsx')],
    [login.tempuser, '临时用户', import.meta.glob('/src/features/login/screens/login/LoginPage.tsx'), { exportName: 'TempUserPage' }],
    [
      login.thirdLogin,
      '江苏政务服务网登录',
      import.meta.glob('/src/features/login/screens/platform/platformPages.tsx'),
      { exportName: 'ThirdLoginPage' },
    ],
    [
      login.aliLogin,
      '支付宝登录',
      import.meta.glob('/src/features/login/screens/platform/platformPages.tsx'),
      { exportName: 'AliLoginPage' },
    ],
    [login.ecardLogin, '电子社保卡登录', import.meta.glob('/src/features/login/screens/platform/EcardLoginPage.tsx')],
    [
      login.buLogin,
      '人社部平台个人登录',
      import.meta.glob('/src/features/login/screens/platform/platformPages.tsx'),
      { exportName: 'BuLoginPage' },
    ],
    [
      login.buUnitLogin,
      '人社部平台单位登录',
      import.meta.glob('/src/features/login/screens/platform/platformPages.tsx'),
      { exportName: 'BuUnitLoginPage' },
    ],
    [
      login.stuLogin,
      '高校毕业生就业平台个人登录',
      import.meta.glob('/src/features/login/screens/platform/platformPages.tsx'),
      { exportName: 'StuLoginPage' },
    ],
    [
      login.stuUnitLogin,
      '高校毕业生就业平台单位登录',
      import.meta.glob('/src/features/login/screens/platform/platformPages.tsx'),
      { exportName: 'StuUnitLoginPage' },
    ],
    [login.functionAuth, '功能授权', import.meta.glob('/src/features/login/screens/logon/FunctionAuthPage.tsx')],
    [logon.historyUser, '历史单位用户升级', import.meta.glob('/src/features/login/screens/upgrade/HistoryUserPage.tsx')],
    [logon.hrmUser, '人社部平台用户升级', import.meta.glob('/src/features/login/screens/upgrade/HrmUserPage.tsx')],
    [
      logon.dwregister,
      '单位注册',
      import.meta.glob('/src/features/login/screens/logon/UnitRegisterPages.tsx'),
      { exportName: 'UnitRegisterPage' },
    ],
    [
      logon.hrmregister,
      '人力资源市场单位注册',
      import.meta.glob('/src/features/login/screens/logon/UnitRegisterPages.tsx'),
      { exportName: 'HrmRegisterPage' },
    ],
    [logon.hrmAgent, '人力资源市场经办人变更', import.meta.glob('/src/features/login/screens/upgrade/HrmAgentPage.tsx')],
    [logon.register, '个人注册', import.meta.glob('/src/features/login/screens/logon/RegisterPage.tsx')],
    [
      logon.rsuccess,
      '注册成功',
      import.meta.glob('/src/features/login/screens/logon/RegisterPage.tsx'),
      { exportName: 'RegisterSuccessPage' },
    ],
    [logon.forgetpsd, '找回密码', import.meta.glob('/src/features/login/screens/logon/ForgetPasswordPage.tsx')],
    [logon.unitforget, '单位找回密码', import.meta.glob('/src/features/login/screens/logon/UnitForgetPage.tsx')],
    [logon.suggest, '用户申诉', import.meta.glob('/src/features/login/screens/logon/SuggestPage.tsx')],
    [
      agreements.yhxy,
      '用户服务协议',
      import.meta.glob('/src/features/login/screens/agreements/AgreementPage.tsx'),
      { exportName: 'AgreementScreen' },
    ],
    [
      agreements.personyhxy,
      '个人用户服务协议',
      import.meta.glob('/src/features/login/screens/agreements/AgreementPage.tsx'),
      { exportName: 'AgreementScreen' },
    ],
    [
      agreements.unityhxy,
      '单位用户服务协议',
      import.meta.glob('/src/features/login/screens/agreements/AgreementPage.tsx'),
      { exportName: 'AgreementScreen' },
    ],
    [
      agreements.unityhxyHRM,
      '人力资源市场单位用户服务协议',
      import.meta.glob('/src/features/login/screens/agreements/AgreementPage.tsx'),
      { exportName: 'AgreementScreen' },
    ],
    [
      agreements.unityhxyYPT,
      '一体化平台单位用户服务协议',
      import.meta.glob('/src/features/login/screens/agreements/AgreementPage.tsx'),
      { exportName: 'AgreementScreen' },
    ],
    [
      agreements.yszc,
      '隐私政策',
      import.meta.glob('/src/features/login/screens/agreements/AgreementPage.tsx'),
      { exportName: 'AgreementScreen' },
    ],
  ]),

  ...screens('item', 'public', false, [
    [home.task, '事项办理', import.meta.glob('/src/features/item/services/task/TaskPage.tsx')],
    [query.queryTransitional, '养老保险待遇查询', import.meta.glob('/src/features/item/queries/routes/PensionPage.tsx')],
    [
      query.zxnl,
      '专项职业能力证书查询',
      import.meta.glob('/src/features/item/queries/routes/pages.tsx'),
      { exportName: 'SpecialAbilityPage' },
    ],
    [
      query.zyzg,
      '职业资格证书查询',
      import.meta.glob('/src/features/item/queries/routes/pages.tsx'),
      { exportName: 'ProfessionalQualificationPage' },
    ],
    [query.gxzs, '高新技术证书查询', import.meta.glob('/src/features/item/queries/routes/pages.tsx'), { exportName: 'HighTechPage' }],
    [
      query.gqjnks,
      '高技能人才考试成绩查询',
      import.meta.glob('/src/features/item/queries/routes/pages.tsx'),
      { exportName: 'TechnicianExamPage' },
    ],
    [
      query.ldzgz,
      '境外劳务证书换证查询',
      import.meta.glob('/src/features/item/queries/routes/pages.tsx'),
      { exportName: 'OverseasLabourPage' },
    ],
    [query.jndj, '职业技能等级证书查询', import.meta.glob('/src/features/item/queries/routes/pages.tsx'), { exportName: 'SkillLevelPage' }],
    [
      query.drugInformationquery,
      '药品目录查询',
      import.meta.glob('/src/features/item/queries/routes/pages.tsx'),
      { exportName: 'DrugCataloguePage' },
    ],
    [
      query.diagtreatmentproinfo,
      '诊疗项目查询',
      import.meta.glob('/src/features/item/queries/routes/pages.tsx'),
      { exportName: 'DiagTreatmentPage' },
    ],
    [
      query.tstaffquery,
      '单位人员编制查询',
      import.meta.glob('/src/features/item/queries/routes/pages.tsx'),
      { exportName: 'UnitStaffingPage' },
    ],
    [
      query.unitsubsidyPaymentQueryInfo,
      '单位培训补贴查询',
      import.meta.glob('/src/features/item/queries/routes/pages.tsx'),
      { exportName: 'UnitTrainingSubsidyPage' },
    ],
    [query.materialquery, '办事材料查询', import.meta.glob('/src/features/item/queries/routes/pages.tsx'), { exportName: 'MaterialPage' }],
    [service.toMaterial, '材料上传', import.meta.glob('/src/features/item/services/material/MaterialPage.tsx')],
    [service.electronicMap, '服务网点地图', import.meta.glob('/src/features/item/queries/map/ServiceMapPage.tsx')],
    [service.unitReg, '单位登记', import.meta.glob('/src/features/item/services/unitReg/UnitRegPage.tsx')],
    [feedback.feedback, '问题反馈', import.meta.glob('/src/features/item/services/feedback/FeedbackPage.tsx')],
    [feedback.viewresults, '反馈结果查询', import.meta.glob('/src/features/item/services/feedback/FeedbackResultsPage.tsx')],
  ]),

  { kind: 'error', path: paths.errors.forbidden, title: '无权访问', guard: false, layout: 'public', status: 403 },
  { kind: 'error', path: paths.errors.notFound, title: '页面不存在', guard: false, layout: 'public', status: 404 },
  { kind: 'error', path: paths.errors.serverError, title: '服务异常', guard: false, layout: 'public', status: 500 },

  redirect(legacy.center, center.main, true),
  ...screens('psncenter', 'person', true, [
    [
      center.main,
      '个人中心',
      import.meta.glob('/src/features/psncenter/account/overview/OverviewScreen.tsx'),
      {
        firstCalls: [
          call('affair', '/applicant/case/overview'),
          call('person', '/base/queryCardExist'),
          call('channel', '/function/getCollection'),
        ],
      },
    ],
    [center.account, '账户安全', import.meta.glob('/src/features/psncenter/account/security/AccountScreen.tsx')],
    [
      center.personRightsBill,
      '个人权益单',
      import.meta.glob('/src/features/psncenter/affairs/rights-bill/RightsBillScreen.tsx'),
      { exportName: 'PersonRightsBillScreen' },
    ],
    [
      center.unitRightsBill,
      '单位权益单',
      import.meta.glob('/src/features/psncenter/affairs/rights-bill/RightsBillScreen.tsx'),
      { exportName: 'UnitRightsBillScreen' },
    ],
    [center.family, '亲情账户', import.meta.glob('/src/features/psncenter/account/family/FamilyScreen.tsx')],
    [center.channel, '渠道绑定', import.meta.glob('/src/features/psncenter/identity/channel/ChannelScreen.tsx')],
    [center.auth, '授权管理', import.meta.glob('/src/features/psncenter/identity/auth/AuthScreen.tsx')],
    [center.cancellation, '账号注销', import.meta.glob('/src/features/psncenter/account/cancellation/CancellationScreen.tsx')],
    [center.licence, '我的证照', import.meta.glob('/src/features/psncenter/identity/licence/LicenceScreen.tsx')],
    [center.address, '邮寄地址', import.meta.glob('/src/features/psncenter/account/address/AddressScreen.tsx')],
    [
      center.office,
      '我的办件',
      import.meta.glob('/src/features/psncenter/affairs/office/OfficeScreen.tsx'),
      { firstCalls: [call('affair', '/applicant/case/overview')] },
    ],
    [center.material, '我的材料', import.meta.glob('/src/features/psncenter/affairs/material/MaterialScreen.tsx')],
    [center.legal, '法人开通', import.meta.glob('/src/features/psncenter/identity/legal/LegalScreen.tsx')],
    [center.legalopen, '法人开通办理', import.meta.glob('/src/features/psncenter/identity/legal/LegalOpenScreen.tsx')],
    [center.express, '我的邮件', import.meta.glob('/src/features/psncenter/affairs/express/ExpressScreen.tsx')],
    [center.test, '我的考试', import.meta.glob('/src/features/psncenter/affairs/exam/ExamScreen.tsx')],
    [
      center.message,
      '我的消息',
      import.meta.glob('/src/features/psncenter/account/message/MessageScreen.tsx'),
      { firstCalls: [call('person', '/message/queryTotal')] },
    ],
  ]),
  ...screens('userinfo', 'person', true, [
    [center.userinfo, '个人资料', import.meta.glob('/src/features/userinfo/person/UserInfoScreen.tsx')],
    [center.personInfo, '个人基本信息', import.meta.glob('/src/features/userinfo/person/PersonInfoScreen.tsx')],
    [center.checkPhone, '手机号验证', import.meta.glob('/src/features/userinfo/person/CheckPhoneScreen.tsx')],
    [
      center.argee,
      '基本信息核验协议',
      import.meta.glob('/src/features/userinfo/verify/ArgeeScreen.tsx'),
      { exportName: 'PersonArgeeScreen', inShell: true },
    ],
    [center.confirm, '基本信息确认', import.meta.glob('/src/features/userinfo/verify/PersonConfirmScreen.tsx')],
    [center.confirmface, '核验前人脸检测', import.meta.glob('/src/features/userinfo/verify/ConfirmFaceScreen.tsx')],
  ]),

  redirect(legacy.unitcenter, unitcenter.unitmain, true),
  ...screens('unitcenter', 'unit', true, [
    [
      unitcenter.unitmain,
      '单位中心',
      import.meta.glob('/src/features/unitcenter/main/UnitMainScreen.tsx'),
      {
        firstCalls: [call('unit', '/unitBase/queryMultipleAgentList', { pageNum: 1, pageSize: 1 }), call('channel', '/onlineDel/overView')],
      },
    ],
    [unitcenter.workscope, '经办权限查询', import.meta.glob('/src/features/unitcenter/account/WorkScopeScreen.tsx')],
    [unitcenter.account, '账户安全', import.meta.glob('/src/features/unitcenter/account/AccountScreen.tsx')],
    [unitcenter.unitinfo, '单位信息', import.meta.glob('/src/features/unitcenter/info/UnitInfoScreen.tsx')],
    [unitcenter.address, '邮寄地址', import.meta.glob('/src/features/unitcenter/info/AddressScreen.tsx')],
    [unitcenter.floor, '单位工作台', import.meta.glob('/src/features/unitcenter/floor/FloorScreen.tsx')],
    [
      unitcenter.agents,
      '经办人管理',
      import.meta.glob('/src/features/unitcenter/agents/AgentsScreen.tsx'),
      { firstCalls: [call('unit', '/unitBase/queryMultipleAgentList', { pageNum: 1, pageSize: 1 })] },
    ],
    [
      unitcenter.organAgents,
      '机构经办人管理',
      import.meta.glob('/src/features/unitcenter/institution/InstitutionScreens.tsx'),
      { exportName: 'OrganAgentsScreen' },
    ],
    [
      unitcenter.institution,
      '所属机构',
      import.meta.glob('/src/features/unitcenter/institution/InstitutionScreens.tsx'),
      { exportName: 'InstitutionScreen' },
    ],
    [unitcenter.changecode, '修改密码', import.meta.glob('/src/features/unitcenter/account/ChangeCodeScreen.tsx')],
    [
      unitcenter.message,
      '消息中心',
      import.meta.glob('/src/features/unitcenter/affairs/AffairScreens.tsx'),
      { exportName: 'UnitMessageScreen' },
    ],
    [
      unitcenter.office,
      '单位办件',
      import.meta.glob('/src/features/unitcenter/affairs/AffairScreens.tsx'),
      { exportName: 'UnitOfficeScreen' },
    ],
    [
      unitcenter.express,
      '单位邮件',
      import.meta.glob('/src/features/unitcenter/affairs/AffairScreens.tsx'),
      { exportName: 'UnitExpressScreen' },
    ],
    [unitcenter.onlineDel, '单位文书', import.meta.glob('/src/features/unitcenter/documents/OnlineDelScreen.tsx')],
  ]),
  ...screens('userinfo', 'unit', true, [
    [unitcenter.basicinfo, '单位基本信息核验', import.meta.glob('/src/features/userinfo/unit/UnitBasicInfoScreen.tsx')],
    [unitcenter.checkPhone, '手机号验证', import.meta.glob('/src/features/userinfo/unit/UnitCheckPhoneScreen.tsx')],
    [
      unitcenter.argee,
      '基本信息核验协议',
      import.meta.glob('/src/features/userinfo/verify/ArgeeScreen.tsx'),
      { exportName: 'UnitArgeeScreen', inShell: true },
    ],
    [unitcenter.confirm, '基本信息确认', import.meta.glob('/src/features/userinfo/unit/UnitConfirmScreen.tsx')],
  ]),

  redirect(legacy.tempcenter, tempcenter.tempmain, true),
  ...screens('tempcenter', 'temp', true, [
    [tempcenter.tempmain, '临时用户中心', import.meta.glob('/src/features/tempcenter/TempMainScreen.tsx')],
    [tempcenter.work, '业务办理', import.meta.glob('/src/features/tempcenter/WorkScreen.tsx')],
  ]),

  redirect(legacy.organ, legacy.organCenter, true),
  redirect(legacy.organCenter, organ.main, true),
  ...screens('organ', 'organ', true, [
    [
      organ.main,
      '机构中心',
      import.meta.glob('/src/features/organ/main/OrganMainScreen.tsx'),
      {
        firstCalls: [
          call('unit', '/organ/queryOrganUserInfo'),
          call('unit', '/organ/getOrganInfo'),
          call('unit', '/organ/getFunctionList'),
        ],
      },
    ],
    [organ.office, '机构办件', import.meta.glob('/src/features/organ/affairs/OrganAffairScreens.tsx'), { exportName: 'OrganOfficeScreen' }],
    [organ.agents, '经办人管理', import.meta.glob('/src/features/organ/agents/OrganAgentsScreen.tsx')],
    [organ.floor, '机构工作台', import.meta.glob('/src/features/organ/floor/OrganFloorScreen.tsx')],
    [organ.account, '账户安全', import.meta.glob('/src/features/organ/account/OrganAccountScreen.tsx')],
    [
      organ.message,
      '消息中心',
      import.meta.glob('/src/features/organ/affairs/OrganAffairScreens.tsx'),
      { exportName: 'OrganMessageScreen' },
    ],
  ]),

  redirect('*', paths.errors.notFound),
];

export function titleOf(path: string): string | undefined {
  const route = ROUTES.find((entry) => entry.path === path);
  return route && route.kind !== 'redirect' ? route.title : undefined;
}

/** True for a centre screen its layout's prerendered shell holds (`inShell`). */
export function heldInShell(path: string): boolean {
  const route = ROUTES.find((entry) => entry.path === path);
  return route?.kind === 'screen' && route.inShell === true;
}
