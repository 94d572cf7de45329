// The person centre's case, material, delivery, exam and rights-bill screens
// in the browser against the mock gateway.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page, Request } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { openPortal, screenTour, type LoginPersona, type PortalPage } from './harness';

let portal: PortalPage | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

async function open(path: string, persona: LoginPersona = 'person'): Promise<PortalPage> {
  portal = await openPortal({ persona });
  await portal.goto(path);
  return portal;
}

function bodyOf(request: Request): Record<string, unknown> {
  return JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
}

const SCREENS: Array<[string, string, LoginPersona]> = [
  ['/center/office', '我的办件', 'person'],
  ['/center/material', '我的材料', 'person'],
  ['/center/express', '我的邮件', 'person'],
  ['/center/test', '我的考试', 'person'],
  ['/center/person/rightsBill', '个人权益单', 'person'],
  ['/center/unit/rightsBill', '单位权益单', 'unit'],
];

describe.each(['person', 'unit'] as const)('%s screens, one tab', (persona) => {
  const tour = screenTour(persona);
  it.each(SCREENS.filter((screen) => screen[2] === persona))('%s renders its screen with data and no errors', async (path, heading) => {
    const { page, errorsSince } = await tour.visit(path);
    await page.getByRole('heading', { name: heading, level: 3 }).waitFor();
    await page.locator('.ant-table-row, .rights-bill').first().waitFor();
    expect(errorsSince()).toEqual([]);
  });

  if (persona === 'person')
    it('the unit rights bill tells a person to log in as a unit', async () => {
      const { page, errorsSince } = await tour.visit('/center/unit/rightsBill');
      await page.getByText('当前登录的是个人账号').waitFor();
      expect(errorsSince()).toEqual([]);
    });
});

it('my cases: the filters go into the query and the pages are requested one by one', async () => {
  portal = await openPortal({ persona: 'person' });
  const { page, errors } = portal;
  // Pretend the user has 25 cases so that there are three pages.
  await page.route('**/applicant/case/list', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { map: { total: number; pageNum: number } };
    json.map.total = 25;
    json.map.pageNum = Number(bodyOf(route.request()).pageNum);
    await route.fulfill({ response, json });
  });
  await portal.goto('/center/office');
  await page.locator('.ant-table-row').first().waitFor();

  const second = page.waitForRequest((request) => request.url().endsWith('/applicant/case/list') && bodyOf(request).pageNum === 2);
  await page.getByTitle('2', { exact: true }).click();
  expect(bodyOf(await second)).toMatchObject({ pageNum: 2, pageSize: 10 });

  await page.getByLabel('关键字').fill('失业保险');
  const filtered = page.waitForRequest(
    (request) => request.url().endsWith('/applicant/case/list') && bodyOf(request).keyword === '失业保险',
  );
  await page.getByRole('button', { name: '查询' }).click();
  expect(bodyOf(await filtered)).toMatchObject({ pageNum: 1, keyword: '失业保险' });
  await page.unrouteAll({ behavior: 'wait' });
  expect(errors).toEqual([]);
});

it('my cases: a date range lists only the cases applied for within it, both days included', async () => {
  const { page, errors } = await open('/center/office');
  await page.locator('.ant-table-row').first().waitFor();
  await page.getByPlaceholder('开始日期').fill('2026-11-16');
  await page.getByPlaceholder('开始日期').press('Enter');
  await page.getByPlaceholder('结束日期').fill('2026-11-20');
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/applicant/case/list') && bodyOf(response.request()).applyDateTo === '2026-11-20',
  );
  await page.getByPlaceholder('结束日期').press('Enter');
  await page.getByRole('button', { name: '查询' }).click();
  expect(bodyOf((await answered).request())).toMatchObject({ applyDateFrom: '2026-11-16', applyDateTo: '2026-11-20' });
  // The seed's cases of 11-16, 11-18 and 11-20; not the one of 11-21.
  const applied = () => page.locator('.ant-table-row td:nth-child(4)').allTextContents();
  await expect.poll(async () => (await applied()).map((text) => text.slice(0, 10))).toEqual(['2026-11-20', '2026-11-18', '2026-11-16']);
  expect(errors).toEqual([]);
});

it('the case detail arrives encrypted and shows the applicant masked, as every screen does', async () => {
  const { page, errors, screenshot } = await open('/center/office');
  const detail = page.waitForResponse((response) => response.url().endsWith('/applicant/case/detail'));
  await page.getByRole('button', { name: '详情 / 评价' }).first().click();
  const wire = await (await detail).text();
  expect(wire).toContain('encryptData');
  // Asterisks never occur in the sealed text (its digits may spell any four-digit tail by chance).
  expect(wire).not.toContain('**********4211');
  const drawer = page.locator('.ant-drawer');
  await drawer.getByText('3201**********4211').waitFor();
  await drawer.getByText('138****6721').waitFor();
  expect(await drawer.getByText('320102198807154211').count()).toBe(0);
  await screenshot('psncenter-affairs-case-detail');
  expect(errors).toEqual([]);
});

it('a case detail with a bad signature shows 无效的请求 and no detail', async () => {
  const { page } = await open('/center/office');
  await page.context().addCookies([{ name: 'mock-scenario', value: 'bad-sign@/applicant/case/detail', url: new URL(page.url()).origin }]);
  await page.getByRole('button', { name: '详情 / 评价' }).first().click();
  await page.getByText('无效的请求').first().waitFor();
  await page.locator('.ant-drawer').getByRole('button', { name: '重新加载' }).waitFor();
  expect(await page.locator('.ant-drawer').getByText('3201**********4211').count()).toBe(0);
});

/** Opens the detail of the example person's case with this number from 我的办件. */
async function openCase(page: Page, caseNo: string) {
  // 详情 / 评价 on a case that can be rated, 详情 on the others.
  await page.locator('.ant-table-row').filter({ hasText: caseNo }).getByRole('button', { name: /^详情/ }).click();
  return page.locator('.ant-drawer');
}

it('rating a case: a low rating needs a reason, then the rating is sent', async () => {
  const { page, errors } = await open('/center/office');
  // 失业保险金申领, finished and not rated yet (the seed).
  const drawer = await openCase(page, 'SQ320100202611200158');
  const form = drawer.locator('form');
  await form.waitFor();
  await form.locator('.ant-rate-star').nth(1).click();
  await drawer.getByRole('button', { name: '提交评价' }).click();
  await drawer.getByText('请写明原因').waitFor();
  await drawer.getByPlaceholder('请填写您对本次办理的意见或建议').fill('等待时间较长');
  const sent = page.waitForRequest((request) => request.url().endsWith('/comment/add'));
  await drawer.getByRole('button', { name: '提交评价' }).click();
  expect(bodyOf(await sent)).toMatchObject({ rating: 2, content: '等待时间较长' });
  expect(errors).toEqual([]);
});

it('a case rated before shows its rating and text', async () => {
  const { page, errors } = await open('/center/office');
  // 社会保障卡申领, finished and rated (the seed); its rating is the gateway's (docs/mock-gateway.md, Cases).
  const answered = page.waitForResponse((response) => response.url().endsWith('/comment/query'));
  const drawer = await openCase(page, 'SQ329900202610310042');
  const { map } = (await (await answered).json()) as { map: { comment: { content: string; commentTime: string } } };
  await drawer.getByText(map.comment.content).waitFor();
  await drawer.getByText(map.comment.commentTime).waitFor();
  expect(await drawer.locator('form').count()).toBe(0);
  expect(errors).toEqual([]);
});

it('deliveries: a posted result shows the same waybill in 我的邮件 and in its case, and its trace opens from both', async () => {
  const portal = await open('/center/express');
  const { page, errors } = portal;
  // 社会保障卡申领, finished and sent by EMS (the seed).
  const row = page.locator('.ant-table-row').filter({ hasText: 'SQ329900202610310042' });
  const waybill = (await row.locator('td').first().innerText()).trim();
  expect(waybill).toMatch(/^\d{13}$/);
  const traced = async () => {
    const modal = page.locator('.ant-modal').filter({ hasText: '物流轨迹' });
    await modal.getByText(waybill).waitFor();
    await modal.getByText('已签收，签收人：本人').waitFor();
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
  };
  await row.getByRole('button', { name: '查看物流' }).click();
  await traced();

  await portal.goto('/center/office');
  const drawer = await openCase(page, 'SQ329900202610310042');
  const shown = drawer.locator('tr').filter({ hasText: 'EMS 运单号' });
  await shown.getByText(waybill).waitFor();
  await shown.getByRole('button', { name: '查看物流' }).click();
  await traced();
  expect(errors).toEqual([]);
});

it('materials: the upload form checks its fields, uploads a PNG as base64 that its thumbnail, preview and download show, and a material can be deleted', async () => {
  const { page, errors, screenshot } = await open('/center/material');
  await page.getByRole('button', { name: '上传材料' }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '上传材料' });
  await dialog.getByRole('button', { name: '上 传' }).click();
  await dialog.getByText('请选择材料类别').waitFor();
  await dialog.getByText('请选择要上传的文件').waitFor();

  await dialog.locator('input[type=file]').setInputFiles({ name: '简历.docx', mimeType: 'application/msword', buffer: Buffer.from('doc') });
  await dialog.getByText('仅支持 PDF、JPG、PNG 格式的文件').waitFor();

  // A whole 4 × 2 picture: the thumbnail and the preview draw it.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAIAAADwyuo0AAAAEElEQVR42mNwaNgPRwzIHACXugv5iKWofQAAAABJRU5ErkJggg==', 'base64');
  await dialog.locator('input[type=file]').setInputFiles({ name: '证件照.PNG', mimeType: 'image/png', buffer: png });
  await dialog.locator('.ant-select').click();
  await page.locator('.ant-select-dropdown').getByText('证件照', { exact: true }).click();
  await screenshot('psncenter-affairs-material-upload');
  const upload = page.waitForRequest((request) => request.url().endsWith('/material/addUserMaterial'));
  await dialog.getByRole('button', { name: '上 传' }).click();
  expect(bodyOf(await upload)).toEqual({
    fileName: '证件照.png',
    fileType: 'png',
    materialType: 'photo',
    fileContent: png.toString('base64'),
  });
  await page.getByText('材料已上传').waitFor();
  // The gateway remembers the upload: it heads the list (newest first), and the deletion below takes it away.
  const uploaded = page.getByRole('row').filter({ hasText: '证件照.png' });
  await uploaded.waitFor();
  // What the user uploaded comes back: its thumbnail and preview are the picture, the download its bytes under its name.
  const drawnWidth = (image: Locator) => image.evaluate(async (img: HTMLImageElement) => img.decode().then(() => img.naturalWidth));
  expect(await drawnWidth(uploaded.getByRole('img', { name: '证件照.png缩略图' }))).toBe(4);
  await uploaded.getByRole('button', { name: '预览' }).click();
  const preview = page.locator('.ant-modal').filter({ hasText: '证件照.png' });
  expect(await drawnWidth(preview.getByRole('img', { name: '证件照.png' }))).toBe(4);
  await page.keyboard.press('Escape');
  await preview.waitFor({ state: 'hidden' });
  const downloading = page.waitForEvent('download');
  await uploaded.getByRole('button', { name: '下载' }).click();
  const downloaded = await downloading;
  expect(downloaded.suggestedFilename()).toBe('证件照.png');
  const folder = await mkdtemp(join(tmpdir(), 'material-'));
  await downloaded.saveAs(join(folder, 'download'));
  expect(await readFile(join(folder, 'download'))).toEqual(png);
  await rm(folder, { recursive: true });

  await page.getByRole('button', { name: '删除' }).first().click();
  const removal = page.waitForRequest((request) => request.url().endsWith('/material/deleteUserMaterial'));
  await page.locator('.ant-modal-confirm').getByRole('button', { name: '删 除' }).click();
  expect(bodyOf(await removal)).toHaveProperty('fileId');
  await page.getByText('材料已删除').waitFor();
  await expect.poll(() => uploaded.count()).toBe(0);
  expect(errors).toEqual([]);
});
