// Rating a finished one-thing case: the portal asks rateOneThing for the
// rating site's page, giving its own page as the way back, and goes there.
import { afterEach, expect, it } from 'vitest';
import { openPortal, type PortalPage } from './harness';

let portal: PortalPage | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

it('a finished one-thing case is rated on the rating site, which returns to my cases', async () => {
  portal = await openPortal({ persona: 'person' });
  const { page, errors } = portal;
  // The person's finished one-thing case has been rated in the example data; pretend it has not.
  await page.route('**/case/onething/list', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { map: { list: Array<{ rated: boolean }> } };
    for (const item of json.map.list) item.rated = false;
    await route.fulfill({ response, json });
  });
  await page.route('https://hcp.hrss.example.gov.cn/**', (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<title>好差评</title><p>评价页</p>' }),
  );
  await portal.goto('/center/office');
  await page.getByRole('tab', { name: '一件事办件' }).click();
  const asked = page.waitForRequest((request) => request.url().includes('/rateOneThing?'));
  await page.getByRole('button', { name: '评价' }).first().click();
  const query = new URL((await asked).url()).searchParams;
  expect(query.get('busiLogId')).toMatch(/^YJS/);
  expect(query.get('backUrl')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/web\/center\/office$/);
  await page.waitForURL(/hcp\.hrss\.example\.gov\.cn\/evaluate\/onething/);
  await page.unrouteAll({ behavior: 'wait' });
  expect(errors).toEqual([]);
});
