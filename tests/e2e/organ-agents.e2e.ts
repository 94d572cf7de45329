// Institution journeys on the mock gateway, one page per persona. The manager
// adds an agent with functions and a period, authorises one, extends several at
// once (the server's date refusal is shown in the dialog), resets a password,
// deletes an agent and sees the institutions under the same credit code,
// switching to another one through the institution login. An
// agent sees their authorisation period, is told the agents screen is the
// manager's, and finds the functions not authorised to them locked with the reason.
import dayjs from 'dayjs';
import { afterEach, expect, it } from 'vitest';
import { navigateInApp, openPortal, type PortalPage } from './harness';

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
  'the manager adds, authorises, extends, resets and deletes agents, then switches institution',
  async () => {
    portal = await openPortal({ persona: 'organ' });
    const { page } = portal;
    await page.route('**/organ/updateAgentsAuthDate', (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'example=dateInPast' } }),
    );
    await portal.goto('/organ/agents');

    await page.getByRole('button', { name: '新增经办人' }).click();
    const add = page.getByRole('dialog', { name: '新增经办人' });
    await add.getByLabel('经办人姓名').fill('周敏');
    await add.getByLabel('身份证号码').fill('320102198807154211');
    await add.getByLabel('手机号码').fill('13912345678');
    await add.getByLabel('初始密码', { exact: true }).fill('abc12345');
    await add.getByLabel('确认初始密码').fill('abc12345');
    await add.getByRole('button', { name: '确认新增' }).click();
    await add.getByText('密码须包含特殊字符（如 ! @ # $ %）').waitFor();
    await add.getByText('请至少选择一项功能').waitFor();
    await add.getByLabel('初始密码', { exact: true }).fill('Abc@12345');
    await add.getByLabel('确认初始密码').fill('Abc@12345');
    await add.getByLabel('考生报名审核').check();
    await pickDay(page, '授权开始日期', day(0));
    await pickDay(page, '授权截止日期', day(200));
    await add.getByRole('button', { name: '确认新增' }).click();
    await page.getByText('经办人已添加', { exact: false }).waitFor();
    // The gateway remembers the new agent: the list shows it.
    await page.getByRole('row', { name: /周敏/ }).waitFor();

    await page.getByRole('button', { name: '授权 孙丽' }).click();
    const authorise = page.getByRole('dialog', { name: '功能授权：孙丽' });
    await authorise.getByLabel('认定考试计划申报').waitFor();
    expect(await authorise.getByLabel('认定考试计划申报').isChecked()).toBe(true);
    await authorise.getByRole('button', { name: '保存授权' }).click();
    await page.getByText('授权已保存').waitFor();

    await page.getByRole('row', { name: /孙丽/ }).getByRole('checkbox').check();
    await page
      .getByRole('row', { name: /吴海涛/ })
      .getByRole('checkbox')
      .check();
    await page.getByRole('button', { name: /批量修改授权期限/ }).click();
    const extend = page.getByRole('dialog', { name: '批量修改授权截止日期' });
    await extend.getByText('共 2 名', { exact: false }).waitFor();
    await pickDay(page, '新的授权截止日期', day(100));
    await extend.getByRole('button', { name: '确认修改' }).click();
    await extend.getByText('授权截止日期不能早于今天').waitFor();
    await extend.getByRole('button', { name: /^取\s?消$/ }).click();

    await page.getByRole('button', { name: '重置密码：吴海涛' }).click();
    const reset = page.getByRole('dialog', { name: '重置密码：吴海涛' });
    await reset.getByLabel('临时密码', { exact: true }).fill('Temp#2026x');
    await reset.getByLabel('确认临时密码').fill('Temp#2026y');
    await reset.getByRole('button', { name: '确认重置' }).click();
    await reset.getByText('两次输入的新密码不一致').waitFor();
    await reset.getByLabel('确认临时密码').fill('Temp#2026x');
    await reset.getByRole('button', { name: '确认重置' }).click();
    await page.getByText('临时密码已设置', { exact: false }).waitFor();

    await page.getByRole('button', { name: '删除 吴海涛' }).click();
    await page.getByRole('button', { name: '确认删除' }).click();
    await page.getByText('已删除经办人 吴海涛').waitFor();
    await page.getByRole('row', { name: /吴海涛/ }).waitFor({ state: 'detached' });
    // …and after a reload: the deleted one stays gone, the added one stays.
    await portal.goto('/organ/agents');
    await page.getByRole('row', { name: /周敏/ }).waitFor();
    expect(await page.getByRole('row', { name: /吴海涛/ }).count()).toBe(0);

    await navigateInApp(portal, '/organ/main');
    const siblings = page.getByRole('table').filter({ hasText: '江苏省职业技能鉴定中心南京考试站' });
    await siblings.getByText('当前机构').waitFor();
    await siblings.getByText('未开通').waitFor();
    await siblings.getByRole('button', { name: '已开通，切换登录：江苏省职业技能鉴定中心苏州考试站' }).waitFor();
    await portal.screenshot('organ-journey-main');

    // Choosing another institution logs out and opens the institution login.
    await siblings.getByRole('button', { name: '已开通，切换登录：江苏省职业技能鉴定中心苏州考试站' }).click();
    await page.getByRole('button', { name: '退出并前往登录' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?type=organ');
    await page.getByRole('tab', { name: '机构用户', selected: true }).waitFor();
    expect(portal.errors).toEqual([]);
  },
  JOURNEY_TIMEOUT_MS,
);

it(
  'an agent sees their period, is told the agents screen is the manager’s, and finds unauthorised functions locked',
  async () => {
    portal = await openPortal({ persona: 'organAgent' });
    const { page } = portal;
    await portal.goto('/organ/main');
    await page.getByText('授权期限', { exact: false }).first().waitFor();

    await navigateInApp(portal, '/organ/agents');
    await page.getByText('经办人管理仅限机构管理员使用', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: '新增经办人' }).count()).toBe(0);

    await navigateInApp(portal, '/organ/floor');
    await page.getByRole('button', { name: /^成绩录入与公示\s/ }).waitFor();
    const locked = page.getByRole('button', { name: /^职业技能等级证书核发\s+未授权\s/ });
    await locked.waitFor();
    expect(await page.getByRole('button', { name: /^\S+\s+未授权\s/ }).count()).toBe(3);
    await portal.screenshot('organ-organAgent-workbench');
    await locked.click();
    const why = page.getByRole('dialog').filter({ hasText: '您暂无“职业技能等级证书核发”的办理权限' });
    await why.getByText('请联系机构管理员授权后办理', { exact: false }).waitFor();
    await why.getByRole('button', { name: '知道了' }).click();
    expect(page.url()).toContain('/organ/floor');
    expect(portal.errors).toEqual([]);
  },
  JOURNEY_TIMEOUT_MS,
);
