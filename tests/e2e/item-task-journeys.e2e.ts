// Business handling in the browser against the mock gateway: a case is started,
// its form partly filled and saved as a draft, the page reloaded and the draft
// resumed, then finished through materials and confirmation to the result, after
// which my cases list the new case as submitted; and material upload for an
// existing case, problem feedback and its results (the new feedback among them).
import type { Locator, Page, Request } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { chooseInDropdown, openPortal, type PortalPage } from './harness';

let portal: PortalPage | undefined;
afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

type FieldValues = Array<{ name: string; value: string }>;

function bodyOf(request: Request): Record<string, unknown> {
  return JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
}

function valuesOf(request: Request): Record<string, string> {
  return Object.fromEntries((bodyOf(request).formData as FieldValues).map(({ name, value }) => [name, value]));
}

/** Waits until the element is on screen (the machine is shared: allow for slow answers). */
async function shows(target: Locator) {
  await expect.poll(() => target.isVisible(), { timeout: 15_000 }).toBe(true);
}

async function chooseOption(page: Page, field: Locator, option: string) {
  await field.click();
  await chooseInDropdown(page, option);
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

// A whole case with two page loads: about 25 s on a quiet machine, more when the machine is shared.
it('a case is started, saved as a draft, resumed after a reload and submitted', { timeout: 120_000 }, async () => {
  portal = await openPortal({ persona: 'person' });
  const { page, errors } = portal;
  const started = page.waitForResponse((response) => response.url().endsWith('/affair/case/getcreate'));
  await portal.goto('/task?funcId=F3001');
  await shows(page.getByRole('heading', { name: '失业保险金申领' }));
  // The gateway starts a business of its own for the function, not the example's.
  const { businessId } = ((await (await started).json()) as { map: { businessId: string } }).map;
  expect(businessId).not.toBe('YW2026112210150001');
  const form = page.locator('form#case-form');
  await expect.poll(() => form.getByLabel('公民身份号码').inputValue(), { timeout: 15_000 }).toBe('320102198807154211');
  expect(await form.getByLabel('公民身份号码').isDisabled()).toBe(true);

  // Step 1, partly: what the user types is checked as the matter's definition says.
  await form.getByLabel('原工作单位').fill('南京智联软件有限公司');
  await form.getByLabel('社会保障卡银行账号').fill('62178561');
  await form.getByLabel('联系电话').fill('13912345678');
  await page.getByRole('button', { name: '下一步' }).click();
  await shows(page.getByText('请输入 16 至 19 位银行账号'));
  await shows(page.getByText('请选择离职日期'));
  await form.getByLabel('社会保障卡银行账号').fill('6217856100012345678');

  const saved = page.waitForResponse((response) => response.url().endsWith('/affair/cache'));
  await page.getByRole('button', { name: '暂存' }).click();
  expect(valuesOf((await saved).request())).toEqual({
    lastUnitName: '南京智联软件有限公司',
    bankCardNo: '6217856100012345678',
    cellphone: '13912345678',
  });
  expect(bodyOf((await saved).request())).toMatchObject({ businessId, stepCode: 'fill' });
  // The gateway keeps the draft 30 days from today.
  const { expireDate } = ((await (await saved).json()) as { map: { expireDate: string } }).map;
  await shows(page.getByText(`已暂存，保留至 ${expireDate}`));

  // After a reload the gateway answers the same business with its draft: resume it.
  const restarted = page.waitForResponse((response) => response.url().endsWith('/affair/case/getcreate'));
  await page.reload({ waitUntil: 'networkidle' });
  expect(((await (await restarted).json()) as { map: { businessId: string; hasDraft: boolean } }).map).toMatchObject({
    businessId,
    hasDraft: true,
  });
  await shows(page.getByText('您有未提交的申请'));
  const draftQuery = page.waitForRequest((request) => request.url().endsWith('/affair/cache/query'));
  await page.getByRole('button', { name: '继续上次填写' }).click();
  expect(bodyOf(await draftQuery)).toEqual({ businessId });
  await shows(page.getByText('已恢复上次填写的内容'));
  expect(await form.getByLabel('原工作单位').inputValue()).toBe('南京智联软件有限公司');
  expect(await form.getByLabel('联系电话').inputValue()).toBe('13912345678');
  expect(await form.getByLabel('社会保障卡银行账号').inputValue()).toBe('6217856100012345678');

  // The rest of step 1: area, date, reason.
  await form.getByLabel('常住地').click();
  await page.locator('.ant-cascader-dropdown:visible').getByText('南京市', { exact: true }).click();
  await page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu').nth(1).getByText('建邺区', { exact: true }).click();
  await form.getByLabel('离职日期').fill('2026-10-31');
  await form.getByLabel('离职日期').press('Enter');
  await chooseOption(page, form.getByLabel('失业原因'), '劳动合同期满终止');
  const created = page.waitForResponse((response) => response.url().endsWith('/affair/create/businesscase'));
  await page.getByRole('button', { name: '下一步' }).click();
  const creation = (await created).request();
  // The gateway keeps the new case: its identifier and number are its own, not the example's.
  const { caseId, caseNo } = ((await (await created).json()) as { map: { caseId: string; caseNo: string } }).map;
  expect(caseId).toMatch(/^BJ\d{13}$/);
  expect(valuesOf(creation)).toMatchObject({
    applicantName: '王建国',
    cellphone: '13912345678',
    residenceArea: '320105',
    separationDate: '2026-10-31',
    unemployReason: '11',
    remark: '',
  });
  expect(bodyOf(creation).businessId).toBe(businessId);

  // Materials: the new case has none yet; the required one, then the optional one.
  await shows(page.getByText('上传申请材料'));
  const uploadTo = async (index: number, name: string, materialCode: string, said: string) => {
    const upload = page.waitForRequest((request) => request.url().endsWith('/affair/case/material/upload'));
    await page.locator('.material-list input[type=file]').nth(index).setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
    expect(bodyOf(await upload)).toEqual({ caseId, materialCode, fileName: name, content: PNG.toString('base64') });
    await shows(page.getByText(`“${said}”上传成功`));
  };
  await uploadTo(0, '解除劳动合同证明.png', 'M0201', '解除或终止劳动合同证明');
  await uploadTo(1, '失业登记证明.png', 'M0202', '失业登记证明');
  await page.getByRole('button', { name: '下一步' }).click();

  // Confirm and submit.
  await shows(page.getByText('确认申请信息'));
  const applicant = await page.locator('.task-summary').first().textContent();
  expect(applicant).toContain('13912345678');
  expect(applicant).toContain('建邺区');
  expect(await page.getByText('已恢复上次填写的内容').count()).toBe(0);
  expect(await page.getByText('劳动合同期满终止').count()).toBeGreaterThan(0);
  await portal.screenshot('item-task-confirm');
  const completed = page.waitForRequest((request) => request.url().endsWith('/affair/commbusiness/complete'));
  await page.getByRole('button', { name: '确认提交' }).click();
  expect(bodyOf(await completed)).toEqual({ businessId, caseId });
  await shows(page.getByText('申请已提交', { exact: true }));
  expect(await page.getByText(caseNo).isVisible()).toBe(true);
  expect(await page.getByRole('link', { name: '查看我的办件' }).getAttribute('href')).toBe('/web/center/office');
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: '打印回执' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await portal.screenshot('item-task-result');
  // The finished case leaves no draft behind in this tab.
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('task-draft')))).toEqual([]);

  // My cases list the new case first, as submitted.
  await page.getByRole('link', { name: '查看我的办件' }).click();
  const newest = page.locator('.ant-table-row').first();
  await shows(newest.getByText(caseNo));
  expect(await newest.getByText('已提交').isVisible()).toBe(true);

  // The submitted case left no draft: the same service starts afresh.
  await portal.goto('/task?funcId=F3001');
  await expect.poll(() => form.getByLabel('原工作单位').inputValue(), { timeout: 15_000 }).toBe('');
  expect(await page.getByText('您有未提交的申请').count()).toBe(0);
  expect(errors).toEqual([]);
});

it('materials are uploaded for an existing case, and feedback is submitted and its answer read', async () => {
  portal = await openPortal({ persona: 'person' });
  const { page, errors } = portal;

  // The example person's case awaiting a clearer copy of its one material (灵活就业社会保险补贴申领, seeded).
  await portal.goto('/toMaterial?caseId=BJ2026111600512');
  const material = page.locator('.material-list [role=listitem]').filter({ hasText: '灵活就业社会保险缴费凭证' });
  await shows(material.getByText('灵活就业社会保险缴费凭证.pdf'));
  const input = page.locator('.material-list input[type=file]').first();
  await input.setInputFiles({ name: '缴费凭证.txt', mimeType: 'text/plain', buffer: Buffer.from('凭证') });
  await shows(page.getByText('请上传 PDF、JPG、PNG 格式的文件'));
  await input.setInputFiles({ name: '缴费凭证.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n') });
  await shows(page.getByText('“灵活就业社会保险缴费凭证”上传成功'));
  expect(await page.getByText('必交材料已全部上传').isVisible()).toBe(true);
  // The gateway keeps it: after a reload the material lists the file it was submitted with and the new one.
  await portal.goto('/toMaterial?caseId=BJ2026111600512');
  const fileNames = async () => (await material.getByRole('link').allTextContents()).map((text) => text.replace(/（.*$/, '').trim());
  await expect.poll(fileNames, { timeout: 15_000 }).toEqual(['灵活就业社会保险缴费凭证.pdf', '缴费凭证.pdf']);
  await portal.screenshot('item-task-material');

  await portal.goto('/main/feedback');
  await expect.poll(() => page.getByLabel('联系人').inputValue(), { timeout: 15_000 }).toBe('王建国');
  const feedback = page.locator('form#feedback');
  await chooseOption(page, feedback.getByLabel('反馈类型'), '系统故障');
  await feedback.getByLabel('标题').fill('参保证明打印页面无法加载');
  await feedback.getByLabel('问题描述').fill('点击个人参保证明打印后页面一直显示加载中。');
  await feedback.getByLabel('联系电话').fill('1385172672');
  await page.getByRole('button', { name: '提交反馈' }).click();
  await shows(page.getByText('请输入 11 位中国大陆手机号码'));
  await feedback.getByLabel('联系电话').fill('13851726721');
  const submitted = page.waitForResponse((response) => response.url().endsWith('/function/submitWorkOrder'));
  await page.getByRole('button', { name: '提交反馈' }).click();
  const { orderNo } = ((await (await submitted).json()) as { map: { orderNo: string } }).map;
  expect(bodyOf((await submitted).request())).toEqual({
    orderType: '01',
    title: '参保证明打印页面无法加载',
    content: '点击个人参保证明打印后页面一直显示加载中。',
    contactName: '王建国',
    contactPhone: '13851726721',
  });
  await shows(page.getByText('反馈已提交'));
  await page.getByRole('button', { name: '查询处理结果' }).click();
  await shows(page.getByText('经核查为打印服务临时故障').first());
  expect(await page.getByText('处理中').count()).toBeGreaterThan(0);
  // The feedback just given is listed first, waiting to be taken up.
  const newest = page.getByRole('listitem').filter({ hasText: `工单编号 ${orderNo}` });
  await shows(newest);
  expect(await newest.getByText('待受理').count()).toBeGreaterThan(0);
  await portal.screenshot('item-task-feedback-results');

  expect(errors).toEqual([]);
});

it('a visitor without an account finds the feedback they gave by its number and phone, and only that', async () => {
  portal = await openPortal();
  const { page, errors } = portal;
  await portal.goto('/main/feedback');
  const feedback = page.locator('form#feedback');
  await chooseOption(page, feedback.getByLabel('反馈类型'), '业务咨询');
  await feedback.getByLabel('标题').fill('失业保险金申领条件咨询');
  await feedback.getByLabel('问题描述').fill('离职后多久可以申领失业保险金？');
  await feedback.getByLabel('联系人').fill('赵敏');
  await feedback.getByLabel('联系电话').fill('15850671234');
  const submitted = page.waitForResponse((response) => response.url().endsWith('/function/submitWorkOrder'));
  await page.getByRole('button', { name: '提交反馈' }).click();
  const { orderNo } = ((await (await submitted).json()) as { map: { orderNo: string } }).map;
  await shows(page.getByText('反馈已提交'));
  await page.getByRole('button', { name: '查询处理结果' }).click();
  const lookup = page.locator('form#work-order-lookup');
  await expect.poll(() => lookup.getByLabel('工单编号').inputValue(), { timeout: 15_000 }).toBe(orderNo);
  // Another phone finds nothing: the order is not shown to whoever knows its number.
  await lookup.getByLabel('联系电话').fill('15850671235');
  await page.getByRole('button', { name: '查询' }).click();
  await shows(page.getByText('未找到该工单，请核对工单编号和联系电话'));
  await lookup.getByLabel('联系电话').fill('15850671234');
  await page.getByRole('button', { name: '查询' }).click();
  const found = page.getByRole('listitem').filter({ hasText: `工单编号 ${orderNo}` });
  await shows(found);
  expect(await found.getByText('失业保险金申领条件咨询').count()).toBe(1);
  expect(await found.getByText('158****1234').count()).toBe(1);
  expect(errors).toEqual([]);
});
