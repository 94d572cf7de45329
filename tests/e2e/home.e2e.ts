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
  await expect.poll(() => portal!.page.title()).toContain('人力资源和社会保障');
  await portal.screenshot('home');
  expect(portal.errors).toEqual([]);
});

it('a logged-in person reaches the person centre', async () => {
  portal = await openPortal({ persona: 'person' });
  await portal.goto('/center/main');
  expect(new URL(portal.page.url()).pathname).toBe('/web/center/main');
  await portal.screenshot('person-centre');
});
