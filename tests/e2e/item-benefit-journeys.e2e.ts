// The portal's own services opened from /task, in one logged-in tab against the
// mock gateway: an insurance query, a jycy query (field check, results,
// paging), the card's status, collecting it at another outlet, reporting the card lost and removing the loss
// (each confirmed and face-checked), printing a certificate (the print frame goes away) and
// downloading the retirement application PDF under the server's file name.
import type { Request } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPortal, type PortalPage } from './harness';

let portal: PortalPage;
beforeAll(async () => {
  portal = await openPortal({ persona: 'person' });
});
afterAll(async () => {
  await portal.close();
});

function bodyOf(request: Request): Record<string, unknown> {
  return JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
}

const calls = (path: string) => (request: Request) => request.url().endsWith(`/api/business-center${path}`);

it('opens the insured status of the person', async () => {
  const { page, errors } = portal;
  await portal.goto('/task?funcId=F2101');
  await page.getByRole('heading', { name: '我的参保信息' }).waitFor();
  await page.getByRole('cell', { name: '企业职工基本养老保险' }).waitFor();
  await expect.poll(() => page.locator('.ant-table-row').count()).toBe(5);
  await portal.screenshot('item-benefit-insurance');
  expect(errors).toEqual([]);
});

it('a jycy query checks its filters, shows the results and pages through them', async () => {
  const { page, errors } = portal;
  await portal.goto('/task?funcId=F3110');
  await page.getByRole('heading', { name: '职业培训机构名录' }).waitFor();
  await page.getByLabel('机构名称').fill('南');
  await page.getByRole('button', { name: '查询' }).click();
  await page.getByText('机构名称至少 2 个字').waitFor();

  await page.getByLabel('机构名称').fill('南京');
  const searched = page.waitForRequest(calls('/jycy/queryTrainingInstitutions'));
  await page.getByRole('button', { name: '查询' }).click();
  expect(bodyOf(await searched)).toEqual({ institutionName: '南京', pageNum: 1, pageSize: 10 });
  await page.getByRole('cell', { name: '南京市高级技工学校' }).waitFor();
  await page.getByText('共 36 条').waitFor();
  await portal.screenshot('item-benefit-jycy');

  const paged = page.waitForRequest(calls('/jycy/queryTrainingInstitutions'));
  await page.getByTitle('2', { exact: true }).click();
  expect(bodyOf(await paged)).toEqual({ institutionName: '南京', pageNum: 2, pageSize: 10 });
  await expect(page.getByLabel('机构名称').inputValue()).resolves.toBe('南京');
  expect(errors).toEqual([]);
});

it('a card to be collected at another outlet names the outlet chosen among the halls of the district picked', async () => {
  // A sandbox of its own: the walks' pictures show the card application as seeded.
  const own = await openPortal({ persona: 'person', sandbox: 'card-outlet' });
  try {
    const { page, errors } = own;
    await own.goto('/task?funcId=F1003');
    const application = page.locator('.ant-descriptions');
    await application.getByText('南京市鼓楼区人力资源和社会保障服务中心（南京市鼓楼区云南北路 50 号）').waitFor();
    await page.getByRole('button', { name: '修改领卡方式' }).click();
    const dialog = page.getByRole('dialog', { name: '修改领卡方式' });
    await dialog.getByLabel('网点所在地区').click();
    const areas = page.locator('.ant-cascader-dropdown:visible');
    await areas.getByText('苏州市', { exact: true }).click();
    await areas.getByText('姑苏区', { exact: true }).click();
    await dialog.getByLabel('领卡网点').click();
    await page
      .locator('.ant-select-dropdown:visible')
      .getByText('苏州市姑苏区人力资源和社会保障服务中心（苏州市姑苏区人民路 1208 号）')
      .click();
    await dialog.getByRole('button', { name: '保 存' }).click();
    await dialog.waitFor({ state: 'detached' });
    await application.getByText('苏州市姑苏区人力资源和社会保障服务中心（苏州市姑苏区人民路 1208 号）').waitFor();
    expect(await application.getByText('南京市鼓楼区人力资源和社会保障服务中心').count()).toBe(0);
    expect(errors).toEqual([]);
  } finally {
    await own.close();
  }
});

it('reports the card lost and removes the loss, each after a confirmation and a face check', async () => {
  const { page, errors } = portal;
  await portal.goto('/task?funcId=F1002');
  await page.getByRole('heading', { name: '社会保障卡挂失与解挂' }).waitFor();
  await page.getByText('正常使用').waitFor();
  await page.getByText('A0***7316').waitFor();
  // A card in normal use has no loss to remove.
  expect(await page.getByRole('button', { name: '解除挂失' }).isDisabled()).toBe(true);

  await page.getByRole('button', { name: '办理挂失' }).click();
  const confirmLoss = page.getByRole('dialog').filter({ hasText: '确认临时挂失社会保障卡？' });
  await confirmLoss.getByRole('button', { name: '确认挂失' }).click();
  await page.getByRole('dialog').filter({ hasText: '人脸识别' }).waitFor();
  const reported = page.waitForRequest(calls('/ssc/reportLoss'));
  const refreshed = page.waitForRequest(calls('/ssc/getLastApplicationInfo'));
  expect(bodyOf(await reported)).toMatchObject({ lossType: '1', reason: '1', faceSerialNo: expect.any(String) as string });
  await refreshed;
  await page.getByText('挂失成功').waitFor();
  await page.getByText(/^临时挂失（.*自动解除）$/).waitFor();
  await portal.screenshot('item-benefit-card-loss');
  // The gateway remembers the loss: the card still shows lost after a reload.
  await portal.goto('/task?funcId=F1002');
  await page.getByText(/^临时挂失（.*自动解除）$/).waitFor();
  expect(await page.getByRole('button', { name: '解除挂失' }).isEnabled()).toBe(true);

  await page.getByRole('button', { name: '解除挂失' }).click();
  await page.getByRole('dialog').filter({ hasText: '确认解除社会保障卡挂失？' }).getByRole('button', { name: '确认解挂' }).click();
  const removed = page.waitForRequest(calls('/ssc/removeLoss'));
  expect(bodyOf(await removed)).toEqual({ faceSerialNo: expect.any(String) as string });
  await page.getByText('解挂成功').waitFor();
  await page.getByText(/^已解挂（.*），恢复正常使用$/).waitFor();
  await portal.goto('/task?funcId=F1002');
  await page.getByText('正常使用').waitFor();
  expect(await page.getByRole('button', { name: '解除挂失' }).isDisabled()).toBe(true);

  // A card the server reports temporarily lost shows it, and the loss can be removed at once.
  await page.route(
    '**/ssc/getLastApplicationInfo',
    (route) => route.continue({ headers: { ...route.request().headers(), prefer: 'example=temporaryLoss' } }),
    { times: 1 },
  );
  await portal.goto('/task?funcId=F1002');
  await page.getByText('临时挂失（2026-11-22 10:16:48 起，2026-11-27 自动解除）').waitFor();
  expect(await page.getByRole('button', { name: '解除挂失' }).isEnabled()).toBe(true);
  expect(errors).toEqual([]);
});

it('prints a certificate through a frame that is removed after printing', async () => {
  const { page, errors } = portal;
  await portal.goto('/task?funcId=F2001');
  await page.getByRole('heading', { name: '个人参保证明打印' }).waitFor();
  await page.getByRole('button', { name: '生成证明' }).click();
  await page.getByRole('article', { name: '社会保险参保证明（个人）' }).getByText('GRCB2026112200031207').waitFor();
  await portal.screenshot('item-benefit-certificate');

  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { printFrames: string[] }).printFrames = seen;
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        mutation.addedNodes.forEach((node) => node instanceof HTMLIFrameElement && seen.push('added'));
        mutation.removedNodes.forEach((node) => node instanceof HTMLIFrameElement && seen.push('removed'));
      }
    }).observe(document.body, { childList: true });
  });
  await page.getByRole('button', { name: '打印' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printFrames: string[] }).printFrames)).toEqual(['added', 'removed']);
  expect(await page.locator('iframe[title="打印"]').count()).toBe(0);
  expect(errors).toEqual([]);
});

it('downloads the retirement application PDF under the name the server gives', async () => {
  const { page, errors } = portal;
  await portal.goto('/task?funcId=F2120');
  await page.getByRole('heading', { name: '退休申请表打印与下载' }).waitFor();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载申请表 PDF' }).click();
  expect((await download).suggestedFilename()).toBe('退休申请表-TX2025042800123.pdf');
  await page.getByRole('button', { name: '查看并打印申请表' }).click();
  await page.getByRole('article', { name: '江苏省机关事业单位工作人员退休（职）申请表' }).waitFor();
  await portal.screenshot('item-benefit-retirement');
  expect(errors).toEqual([]);
});
