// The new-address dialog of /center/address, filled as a citizen fills it.
import type { Locator, Page } from 'playwright-core';

export const ADDRESS = { 收件人: '王小明', 手机号码: '13851726721', 详细地址: '中山路 100 号 3 幢 201 室' };

/** Opens 新增地址 and fills it (南京市 玄武区, `detail` as the detailed address); the dialog stays open, unsaved. */
export async function fillNewAddress(page: Page, detail = ADDRESS.详细地址): Promise<Locator> {
  await page.getByRole('button', { name: '新增地址' }).first().click();
  const dialog = page.getByRole('form', { name: '新增邮寄地址' });
  await dialog.getByLabel('收件人').fill(ADDRESS.收件人);
  await dialog.getByLabel('手机号码').fill(ADDRESS.手机号码);
  await dialog.getByLabel('所在地区').click();
  await page.locator('.ant-cascader-dropdown:visible').getByText('南京市', { exact: true }).click();
  await page.locator('.ant-cascader-dropdown:visible').getByText('玄武区', { exact: true }).click();
  await dialog.getByLabel('详细地址').fill(detail);
  return dialog;
}
