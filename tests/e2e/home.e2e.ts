import { afterEach, expect, it } from 'vitest';
import { openPortal, type PortalPage } from './harness';

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
