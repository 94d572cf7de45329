// The institution manager adds an agent with functions and a period,
// authorises one, extends several at once (the server's date refusal is shown
// in the dialog), resets a password and deletes an agent.
import dayjs from 'dayjs';
import { afterEach, expect, it } from 'vitest';
import { openPortal, type PortalPage } from './harness';

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

it('adds an agent with an initial password, functions and period', async () => {
  portal = await openPortal({ persona: 'organ' });
  await portal.goto('/organ/agents');
  const { page } = portal;
  await page.getByRole('button', { name: '新增经办人' }).click();
  const dialog = page.getByRole('dialog', { name: '新增经办人' });
  await dialog.getByLabel('经办人姓名').fill('周敏');
  await dialog.getByLabel('身份证号码').fill('320102198807154211');
  await dialog.getByLabel('手机号码').fill('13912345678');
  await dialog.getByLabel('初始密码', { exact: true }).fill('abc12345');
  await dialog.getByLabel('确认初始密码').fill('abc12345');
  await dialog.getByRole('button', { name: '确认新增' }).click();
  await dialog.getByText('密码须包含特殊字符（如 ! @ # $ %）').waitFor();
  await dialog.getByText('请至少选择一项功能').waitFor();
  await dialog.getByLabel('初始密码', { exact: true }).fill('Abc@12345');
  await dialog.getByLabel('确认初始密码').fill('Abc@12345');
  await dialog.getByLabel('考生报名审核').check();
  await pickDay(page, '授权开始日期', day(0));
  await pickDay(page, '授权截止日期', day(200));
  await dialog.getByRole('button', { name: '确认新增' }).click();
  await page.getByText('经办人已添加', { exact: false }).waitFor();
  expect(portal.errors).toEqual([]);
});

it('authorises an agent, and shows the server refusing a batch end date', async () => {
  portal = await openPortal({ persona: 'organ' });
  await portal.page.route('**/organ/updateAgentsAuthDate', (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: 'example=dateInPast' } }),
  );
  await portal.goto('/organ/agents');
  const { page } = portal;
  await page.getByRole('button', { name: '授权 孙丽' }).click();
  const authorise = page.getByRole('dialog', { name: '功能授权：孙丽' });
  await authorise.getByLabel('认定考试计划申报').waitFor();
  expect(await authorise.getByLabel('认定考试计划申报').isChecked()).toBe(true);
  await authorise.getByRole('button', { name: '保存授权' }).click();
  await page.getByText('授权已保存').waitFor();

  await page.getByRole('row', { name: /孙丽/ }).getByRole('checkbox').check();
  await page.getByRole('row', { name: /吴海涛/ }).getByRole('checkbox').check();
  await page.getByRole('button', { name: /批量修改授权期限/ }).click();
  const extend = page.getByRole('dialog', { name: '批量修改授权截止日期' });
  await extend.getByText('共 2 名', { exact: false }).waitFor();
  await pickDay(page, '新的授权截止日期', day(100));
  await extend.getByRole('button', { name: '确认修改' }).click();
  await extend.getByText('授权截止日期不能早于今天').waitFor();
  expect(await extend.isVisible()).toBe(true);
});

it('resets an agent password and deletes an agent', async () => {
  portal = await openPortal({ persona: 'organ' });
  await portal.goto('/organ/agents');
  const { page } = portal;
  await page.getByRole('button', { name: '重置 吴海涛 的密码' }).click();
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
  expect(portal.errors).toEqual([]);
});
