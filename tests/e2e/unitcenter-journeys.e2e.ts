// Unit centre journeys on the mock gateway, a page per journey. The manager
// upgrades the unit's former-portal account (slider, SMS to the phone on
// record, move, agreement), adds, authorises and deletes agents, signs a document after the SMS check,
// opens an institution account (slider, then SMS to the new manager), which its
// manager then logs in to under the institution's name, and uses
// the whole workbench; an agent it adds logs in with the password the SMS carries and changes it
// first; an agent sees their own authorisation, is told
// which screens are the manager's, and finds the workbench functions they lack
// a permission for locked with the reason. The field and date rules of the
// agent dialog are covered by src/features/unitcenter/agents/AgentDialog.test.tsx.
import dayjs from 'dayjs';
import { afterEach, expect, inject, it } from 'vitest';
import { navigateInApp, openPortal, type PortalPage } from './harness';
import { fillAndSolve, landedOn, openLogin, solveSlider } from './login-helpers';

/** Each test walks several screens in one page, so it may take longer than one screen. */
const JOURNEY_TIMEOUT_MS = 180_000;

let portal: PortalPage | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

async function pickDay(page: PortalPage['page'], label: string, value: string) {
  const input = page.getByLabel(label);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

it(
  'the unit manager upgrades the former account and adds, authorises and deletes agents',
  async () => {
    portal = await openPortal({ persona: 'unit' });
    const { page } = portal;
    await portal.goto('/unitcenter/unitmain');
    await page.getByRole('button', { name: '立即升级' }).click();
    const upgrade = page.getByRole('dialog', { name: '历史单位账号升级' });
    await upgrade.getByRole('button', { name: '获取验证码' }).click();
    await solveSlider(page);
    // The unit's own former account, registered with its manager's phone.
    await upgrade.getByText(/验证码已发送至 139\*\*\*\*0258/).waitFor();
    await upgrade.getByLabel('短信验证码').fill('219846');
    await upgrade.getByRole('button', { name: '下一步' }).click();
    await upgrade.getByLabel(/我已阅读并同意/).check();
    await upgrade.getByRole('button', { name: '确认升级' }).click();
    await upgrade.getByText('账号升级完成').waitFor();
    // The account upgraded is the unit's own, not another unit's with a former account.
    await upgrade.getByText('南京云帆信息科技有限公司（91320100MA1W2X3Y44）此后以统一社会信用代码和原密码登录').waitFor();
    await upgrade.getByRole('button', { name: /^完\s?成$/ }).click();

    await navigateInApp(portal, '/unitcenter/agents');

    await page.getByRole('button', { name: '新增经办人' }).click();
    const add = page.getByRole('dialog', { name: '新增经办人' });
    await add.getByLabel('经办人姓名').fill('赵晓峰');
    await add.getByLabel('身份证号码').fill('320102198807154211');
    await add.getByLabel('手机号码').fill('13812345678');
    await add.getByLabel('单位参保登记与变更').check();
    await add.getByLabel('职工增减员').check();
    await pickDay(page, '授权开始日期', day(10));
    await pickDay(page, '授权截止日期', day(5));
    await add.getByText('授权截止日期不能早于开始日期').waitFor();
    await pickDay(page, '授权截止日期', day(365));
    await add.getByRole('button', { name: '确认新增' }).click();
    await page.getByText('经办人已添加', { exact: false }).waitFor();
    expect(await add.count()).toBe(0);
    // The gateway remembers the new agent: listed first (newest first).
    await page.getByRole('row', { name: /赵晓峰/ }).waitFor();
    // Its period starts in ten days: not started yet (未生效), so its start can still be changed.
    await page
      .getByRole('row', { name: /赵晓峰/ })
      .getByText('未生效')
      .waitFor();
    await page.getByRole('button', { name: /^授权：赵晓峰/ }).click();
    const notStarted = page.getByRole('dialog', { name: /^调整授权/ });
    expect(await notStarted.getByLabel('授权开始日期').isDisabled()).toBe(false);
    await notStarted.getByRole('button', { name: /^取\s?消$/ }).click();
    await notStarted.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: /^授权：张伟/ }).click();
    const adjust = page.getByRole('dialog', { name: /^调整授权/ });
    await adjust.getByText('授权已开始，开始日期不可调整').waitFor();
    expect(await adjust.getByLabel('授权开始日期').isDisabled()).toBe(true);
    await adjust.getByRole('button', { name: '保存授权' }).click();
    await page.getByText('授权已调整').waitFor();

    await page.getByRole('button', { name: /^删除 赵晓峰/ }).click();
    await page.getByRole('button', { name: '确认删除' }).click();
    await page.getByText(/^已删除经办人/).waitFor();
    await portal.goto('/unitcenter/agents');
    await page.getByRole('row', { name: /张伟/ }).waitFor();
    expect(await page.getByRole('row', { name: /赵晓峰/ }).count()).toBe(0);
    expect(portal.errors).toEqual([]);

    // A failing agent list keeps the screen usable, with a way to try again.
    await portal.context.addCookies([
      { name: 'mock-scenario', value: 'status-500@/unitBase/queryMultipleAgentList', url: inject('portalUrl') },
    ]);
    await portal.goto('/unitcenter/agents');
    await page.getByRole('button', { name: '重新加载' }).waitFor();
    expect(await page.getByRole('button', { name: '新增经办人' }).count()).toBe(1);
  },
  JOURNEY_TIMEOUT_MS,
);

it(
  'the unit manager signs a document, opens an institution account and has the whole workbench',
  async () => {
    // A sandbox of its own: the institution it opens stays unopened in every other file's state.
    portal = await openPortal({ persona: 'unit', sandbox: 'open-institution' });
    const { page } = portal;
    await portal.goto('/unitcenter/onlineDel');
    // A second tab keeps the list as it was before the signing below.
    const stale = await portal.context.newPage();
    await stale.goto(`${inject('portalUrl')}/unitcenter/onlineDel`);
    const staleSign = stale.getByRole('button', { name: /^签收 / }).first();
    await staleSign.waitFor();
    await page
      .getByRole('button', { name: /^签收 / })
      .first()
      .click();
    const sign = page.getByRole('dialog', { name: '短信验证后签收' });
    await sign.getByRole('button', { name: '确认签收' }).click();
    await sign.getByText('请输入短信验证码').waitFor();
    await sign.getByRole('button', { name: '获取验证码' }).click();
    await sign.getByText(/验证码已发送/).waitFor();
    await sign.getByLabel('短信验证码').fill('123456');
    await sign.getByRole('button', { name: '确认签收' }).click();
    await page.getByText(/签收成功，送达回证编号/).waitFor();
    // Signed once: the other tab's 签收 of it is told when it was signed, and opens no SMS dialog.
    await staleSign.click();
    await stale.getByText(/^该文书已于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 签收$/).waitFor();
    expect(await stale.getByRole('dialog', { name: '短信验证后签收' }).count()).toBe(0);
    await stale.close();
    await page
      .getByRole('button', { name: /^查看 / })
      .first()
      .click();
    await page.getByRole('dialog', { name: '文书详情' }).getByText('附件').waitFor();
    await portal.screenshot('unitcenter-journey-document-detail');

    await navigateInApp(portal, '/unitcenter/institution');
    await page.getByRole('button', { name: '开通账号：南京云帆信息科技有限公司江宁研发中心' }).click();
    const open = page.getByRole('dialog', { name: /^开通机构账号/ });
    await open.getByLabel('管理员姓名').fill('张伟');
    await open.getByLabel('身份证号码').fill('320582199003125616');
    await open.getByLabel('手机号码').fill('13585167320');
    await open.getByRole('button', { name: '获取验证码' }).click();
    await solveSlider(page);
    await open.getByText(/验证码已发送/).waitFor();
    await open.getByLabel('短信验证码').fill('518273');
    await open.getByLabel('管理员初始密码').fill('Jn@2026yf');
    await open.getByLabel('确认密码').fill('Jn@2026yf');
    await open.getByRole('button', { name: '确认开通' }).click();
    await page.getByText(`南京云帆信息科技有限公司江宁研发中心 已开通，开通日期 ${day(0)}`).waitFor();
    // The list shows it opened, with its manager, from today.
    const opened = page.locator('.ant-table-row').filter({ hasText: '3201000000031542' });
    await opened.getByText('已开通').waitFor();
    await opened.getByText('管理员 张伟 135****7320').waitFor();
    await opened.getByText(`开通于 ${day(0)}`).waitFor();

    await navigateInApp(portal, '/unitcenter/floor');
    await page.getByRole('button', { name: /^劳动合同备案\s/ }).waitFor();
    await page.getByRole('button', { name: /^招聘信息发布\s/ }).waitFor();
    await page.getByRole('button', { name: /^失业保险稳岗返还申领\s+暂停服务\s/ }).waitFor();
    expect(await page.getByRole('button', { name: /^\S+\s+未授权\s/ }).count()).toBe(0);
    await portal.screenshot('unitcenter-journey-workbench');
    expect(portal.errors).toEqual([]);

    // The workbench taken offline (the menu's named example) shows the shell's notice instead.
    await page.route('**/function/getUserCenterOfflineMenu', (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'example=unitFloorOffline' } }),
    );
    await portal.goto('/unitcenter/floor');
    await page.getByText('工作台维护中', { exact: false }).first().waitFor();

    // Its manager logs in to the institution the unit opened, which the centre names as the unit's list does.
    expect(portal.errors).toEqual([]);
    await portal.close();
    portal = await openPortal({ sandbox: 'open-institution' });
    const visitor = portal.page;
    await openLogin(portal);
    await visitor.getByRole('tab', { name: '机构用户' }).click();
    await fillAndSolve(visitor, { 机构编号: '3201000000031542', 管理员或经办人手机号: '13585167320', 密码: 'Jn@2026yf' });
    await landedOn(visitor, '/organ/main');
    await visitor.getByText('南京云帆信息科技有限公司江宁研发中心').first().waitFor();
    // Its own card once it has come (getOrganInfo), not the example institution's.
    const card = visitor.locator('.portal-card').filter({ hasText: '机构信息' }).first();
    await card.getByText('3201000000031542').waitFor();
    expect(await card.getByText('南京云帆信息科技有限公司江宁研发中心').count()).toBe(1);
    expect(await card.getByText('江苏省职业技能鉴定中心').count()).toBe(0);
    expect(await card.getByText('陈志强').count()).toBe(0);
    // 当前登录 is its manager (organ/queryOrganUserInfo), not the example institution's.
    const current = visitor.locator('.portal-card').filter({ hasText: '当前登录' }).first();
    await current.getByText('135****7320').waitFor();
    expect(await current.getByText('张伟', { exact: true }).count()).toBe(1);
    expect(await current.getByText('陈志强').count()).toBe(0);
    // The institutions of its credit code (organ/queryOrganList) are the unit's centres, itself the one in use.
    const siblings = visitor.locator('.portal-card').filter({ hasText: '同一信用代码下的机构' }).first();
    const row = (name: string) => siblings.getByRole('row').filter({ hasText: name });
    await row('南京云帆信息科技有限公司江宁研发中心').getByText('当前机构').waitFor();
    for (const centre of ['浦口数据中心', '栖霞服务中心', '六合培训中心'])
      expect(await row(`南京云帆信息科技有限公司${centre}`).getByText('未开通').count(), centre).toBe(1);
    expect(await siblings.getByText('江苏省职业技能鉴定中心').count()).toBe(0);
    expect(portal.errors).toEqual([]);
  },
  JOURNEY_TIMEOUT_MS,
);

it(
  'an agent sees their own authorisation, is told what is the manager’s, and finds unpermitted functions locked',
  async () => {
    portal = await openPortal({ persona: 'unitAgent' });
    const { page } = portal;
    await portal.goto('/unitcenter/agents');
    await page.getByText('经办人的新增、授权调整和删除仅限单位管理员办理').waitFor();
    await page.getByText('我的授权').waitFor();
    expect(await page.getByRole('button', { name: '新增经办人' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^删除 / }).count()).toBe(0);

    await navigateInApp(portal, '/unitcenter/workscope');
    await page.getByLabel('单位社保缴费申报：未授权').waitFor();
    await page.getByLabel('职工增减员：可办理').waitFor();

    await navigateInApp(portal, '/unitcenter/organAgents');
    await page.getByText(/仅限单位管理员办理。您以经办人（张伟）身份登录/).waitFor();

    await navigateInApp(portal, '/unitcenter/floor');
    await page.getByText('您以单位经办人身份登录').waitFor();
    await page.getByRole('button', { name: /^单位参保登记\s/ }).waitFor();
    const locked = page.getByRole('button', { name: /^劳动合同备案\s+未授权\s/ });
    await locked.getByText('须由单位管理员授予“用工备案与就业登记”经办权限后办理').first().waitFor();
    await portal.screenshot('unitcenter-unitAgent-workbench');
    await locked.click();
    const why = page.getByRole('dialog').filter({ hasText: '您暂无“劳动合同备案”的办理权限' });
    await why.getByText('须由单位管理员授予“用工备案与就业登记”经办权限后办理').waitFor();
    await why.getByRole('button', { name: '知道了' }).click();
    expect(page.url()).toContain('/unitcenter/floor');
    expect(portal.errors).toEqual([]);
  },
  JOURNEY_TIMEOUT_MS,
);

it(
  'an agent the manager adds logs in with the password its SMS carries, changes it first, and is itself',
  async () => {
    // A sandbox of its own: the agent it adds is in no other file's list.
    const sandbox = 'unit-agent-first-login';
    portal = await openPortal({ persona: 'unit', sandbox });
    const { page } = portal;
    await portal.goto('/unitcenter/agents');
    await page.getByRole('button', { name: '新增经办人' }).click();
    const add = page.getByRole('dialog', { name: '新增经办人' });
    await add.getByLabel('经办人姓名').fill('冯蕾');
    await add.getByLabel('身份证号码').fill('320104199108230040');
    await add.getByLabel('手机号码').fill('13382005678');
    await add.getByLabel('单位参保登记与变更').check();
    await pickDay(page, '授权开始日期', day(0));
    await pickDay(page, '授权截止日期', day(365));
    await add.getByRole('button', { name: '确认新增' }).click();
    await page.getByRole('row', { name: /冯蕾/ }).waitFor();
    await portal.close();

    // The gateway's SMS carried Dw@ and the phone (docs/mock-gateway.md).
    portal = await openPortal({ sandbox });
    const agentPage = portal.page;
    await openLogin(portal);
    await agentPage.getByRole('tab', { name: '单位用户' }).click();
    await fillAndSolve(agentPage, { 统一社会信用代码: '91320100MA1W2X3Y44', 经办人手机号: '13382005678', 密码: 'Dw@13382005678' });
    await landedOn(agentPage, '/unitcenter/changecode');
    await agentPage.getByText('您的密码须修改后才能继续使用，请先修改密码').waitFor();
    await agentPage.getByLabel('当前密码').fill('Dw@13382005678');
    await agentPage.getByLabel('新密码', { exact: true }).fill('Fl#2026new');
    await agentPage.getByLabel('确认新密码').fill('Fl#2026new');
    await agentPage.getByRole('button', { name: /确认修改|修\s?改|保\s?存/ }).click();
    await agentPage.getByText('密码已修改，其他设备上的登录已失效').waitFor();
    // Herself, of her unit: her name at the top, and her own entry only on the agents screen.
    await agentPage.getByRole('banner').getByText('冯蕾').first().waitFor();
    await portal.goto('/unitcenter/agents');
    await agentPage.getByRole('row', { name: /冯蕾/ }).waitFor();
    expect(await agentPage.getByRole('row', { name: /张伟/ }).count()).toBe(0);
    expect(portal.errors).toEqual([]);
  },
  JOURNEY_TIMEOUT_MS,
);

it(
  "what a unit's and an institution's managers save is what their screens show after a reload, to them and to their agents",
  async () => {
    const sandbox = 'unitcenter-saved-info';
    portal = await openPortal({ persona: 'unit', sandbox });
    let { page } = portal;
    await portal.goto('/unitcenter/unitinfo');
    await page.getByLabel('行业代码').fill('I6531');
    await page.getByLabel('所属统筹区').click();
    await page.locator('.ant-cascader-dropdown:visible').getByText('南京市', { exact: true }).click();
    await page.locator('.ant-cascader-dropdown:visible').getByText('江宁区', { exact: true }).click();
    await page.getByLabel('实际经营地址').fill('南京市江宁区秣陵街道将军大道 88 号 2 栋');
    await page.getByLabel('联系人').fill('周敏');
    await page.getByRole('button', { name: '保存补充信息' }).click();
    await page.getByText('单位信息已保存').waitFor();
    await portal.goto('/unitcenter/unitinfo');
    await page.getByText('当前：信息系统集成服务').waitFor();
    await page.getByText('当前：南京市江宁区').waitFor();
    expect(await page.getByLabel('实际经营地址').inputValue()).toBe('南京市江宁区秣陵街道将军大道 88 号 2 栋');
    expect(await page.getByLabel('联系人').inputValue()).toBe('周敏');
    expect(portal.errors).toEqual([]);
    await portal.close();

    // The unit's agent reads the same, as an agent: no form.
    portal = await openPortal({ persona: 'unitAgent', sandbox });
    page = portal.page;
    await portal.goto('/unitcenter/unitinfo');
    await page.getByText('信息系统集成服务', { exact: true }).waitFor();
    await page.getByText('南京市江宁区秣陵街道将军大道 88 号 2 栋', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: '保存补充信息' }).count()).toBe(0);
    expect(portal.errors).toEqual([]);
    await portal.close();

    portal = await openPortal({ persona: 'organ', sandbox });
    page = portal.page;
    await portal.goto('/organ/account');
    await page.getByLabel('办公地址').fill('南京市鼓楼区中山北路 101 号');
    await page.getByLabel('办公时间').fill('');
    await page.getByRole('button', { name: '保存业务信息' }).click();
    await page.getByText('业务信息已保存，即时生效').waitFor();
    await portal.goto('/organ/account');
    await expect.poll(() => page.getByLabel('办公地址').inputValue()).toBe('南京市鼓楼区中山北路 101 号');
    expect(await page.getByLabel('办公时间').inputValue()).toBe('');
    expect(portal.errors).toEqual([]);
    await portal.close();

    portal = await openPortal({ persona: 'organAgent', sandbox });
    page = portal.page;
    await portal.goto('/organ/account');
    await page.getByText('南京市鼓楼区中山北路 101 号', { exact: true }).waitFor();
    expect(await page.getByText('身份证号码').count()).toBe(0);
    expect(portal.errors).toEqual([]);
  },
  JOURNEY_TIMEOUT_MS,
);
