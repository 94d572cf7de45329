import { afterEach, expect, it } from 'vitest';
import { openPortal, type PortalPage } from './harness';
import { preferExample } from './login-helpers';

let portal: PortalPage | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

it('the home page shows the portal with its function catalogue and no errors', async () => {
  portal = await openPortal();
  await portal.goto('/index');
  await expect.poll(() => portal!.page.title()).toContain('江苏人社网上办事服务大厅');
  await expect.poll(() => portal!.page.getByRole('heading', { name: /江苏省人力资源和社会保障网上办事服务大厅/ }).count()).toBeGreaterThan(0);
  await portal.screenshot('home');
  expect(portal.errors).toEqual([]);
});

it('a unit user opens a function with sub-functions: the choice, then the second factor, each a dialog that arrives when asked for', async () => {
  portal = await openPortal({ persona: 'unit' });
  await portal.goto('/index');
  const { page } = portal;
  // The unit persona's example of checkUserType is a refusal (a person-only function); this one lets the user in.
  await preferExample(page, '/functionAccess/checkUserType', 'person');
  await page.getByRole('tab', { name: /单位服务/ }).click();
  await page.getByText('职工参保增减员', { exact: true }).first().click();
  const choice = page.getByRole('dialog', { name: '请选择要办理的事项：职工参保增减员' });
  await choice.waitFor();
  await choice.getByRole('button', { name: /职工参保增员（企业职工养老保险）/ }).click();
  const secondFactor = page.getByRole('dialog').filter({ hasText: '前请完成身份确认' });
  await secondFactor.waitFor();
  expect(await secondFactor.textContent()).toContain('139****0258');
  expect(portal.errors).toEqual([]);
});
