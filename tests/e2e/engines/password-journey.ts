// The password-login journey for the Firefox and WebKit tests: log in as the
// example person with the password form, solve the slider (its answer from the
// mock gateway's test-only route, as tests/e2e/login-helpers.ts does), add a
// mailing address (an encrypted call) and see it listed, log out. The page is
// driven by what a user reads; the wire is read through the recording proxy.
import { expect } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../../src/config/app';
import type { RecordingProxy } from './recording-proxy';
import { clickOn, fillIn, find, landedOn, seeText, settled, waitInPage, type EngineTab } from './tab';

export interface JourneyPlaces {
  /** The portal's origin through the recording proxy (the pages are at `${origin}/web/…`). */
  origin: string;
  gatewayUrl: string;
  proxy: RecordingProxy;
}

/** Drags the slider's piece into the gap the gateway drew and waits until the dialog has gone. */
async function solveSlider(tab: EngineTab, { gatewayUrl, proxy }: JourneyPlaces): Promise<void> {
  const handle = await find(tab, { css: '[role="slider"][aria-label="拖动滑块完成验证"][aria-disabled="false"]' });
  const background = await waitInPage(
    tab,
    'the puzzle picture',
    () => document.querySelector('img[alt="验证背景图"]')?.getAttribute('src') || null,
  );
  await expect.poll(() => proxy.puzzleIdOf(background), { timeout: 10_000 }).toBeDefined();
  const answer = await fetch(`${gatewayUrl}/__mock/captcha/${encodeURIComponent(proxy.puzzleIdOf(background) ?? '')}/answer`);
  if (!answer.ok) throw new Error(`the gateway knows no open puzzle: HTTP ${answer.status}`);
  // The dialog zooms in unless motion is reduced: drag once the handle stands still.
  await waitInPage(
    tab,
    'the slider to stand still',
    (selector) =>
      new Promise<boolean>((done) => {
        const at = () => JSON.stringify(document.querySelector(selector)?.getBoundingClientRect());
        const first = at();
        requestAnimationFrame(() => requestAnimationFrame(() => done(at() === first)));
      }),
    handle,
  );
  await tab.drag(handle, ((await answer.json()) as { map: { x: number } }).map.x);
  await waitInPage(tab, 'the slider dialog to close', () => document.querySelector('.slider-captcha') === null);
}

/** A detailed address of the engine's own, so a run's other journeys never read it. */
export function journeyAddress(tab: EngineTab): string {
  return `中山路 ${tab.engine === 'firefox' ? 110 : 120} 号 2 幢 301 室`;
}

export async function passwordLoginJourney(tab: EngineTab, places: JourneyPlaces): Promise<void> {
  const { origin, proxy } = places;
  await tab.load(`${origin}/web/login`);
  // The gateway's state for this journey alone (docs/mock-gateway.md, "Sandboxes"): the address it adds stays out of other files' lists.
  await tab.evaluate((name) => {
    document.cookie = `mock-sandbox=${name}; path=/`;
  }, `${tab.engine}-journey`);
  await settled(tab);
  await fillIn(tab, { 账号: '320102198807154211', 密码: 'Hrss@2026' });
  await clickOn(tab, { css: 'button', text: '登 录' });
  await solveSlider(tab, places);
  await landedOn(tab, '/center/main');
  await settled(tab);
  await seeText(tab, '王建国', '#main-content');

  // To 邮寄地址 through the centre's menu, its group 个人信息 opened first where it is closed.
  const addressLink = 'a[href$="/center/address"]';
  if (!(await tab.evaluate((selector) => (document.querySelector(selector)?.getClientRects().length ?? 0) > 0, addressLink))) {
    await clickOn(tab, { css: '.ant-menu-submenu-title', text: '个人信息' });
  }
  await clickOn(tab, { css: addressLink, text: '邮寄地址' });
  await landedOn(tab, '/center/address');
  await settled(tab);
  await clickOn(tab, { css: 'button', text: '新增地址' });
  const form = 'form[aria-label="新增邮寄地址"]';
  await fillIn(tab, { 收件人: '王建国', 手机号码: '13851726721' }, form);
  await clickOn(tab, { css: '.ant-cascader, .ant-select', within: form });
  await clickOn(tab, { css: '.ant-cascader-menu-item', text: '南京市' });
  await clickOn(tab, { css: '.ant-cascader-menu-item', text: '玄武区' });
  const address = journeyAddress(tab);
  await fillIn(tab, { 详细地址: address, 邮政编码: '210018' }, form);
  const postedBefore = proxy.postedTo('/address/addUserAddress').length;
  await clickOn(tab, { css: 'button', text: '保 存' });
  await seeText(tab, '保存成功');
  // The address travels encrypted: the wire carries the envelope, not the words.
  const posted = proxy.postedTo('/address/addUserAddress').slice(postedBefore);
  expect(posted).toHaveLength(1);
  expect(posted[0]).toContain('encryptData');
  expect(posted[0]).not.toContain('中山路');
  await waitInPage(tab, 'the dialog to close', (selector) => document.querySelector(selector) === null, form);
  await seeText(tab, address, '#main-content');

  await clickOn(tab, { css: '.user-menu__account' });
  await clickOn(tab, { css: '[role="menuitem"]', text: '退出登录' });
  await seeText(tab, '您已安全退出');
  await landedOn(tab, '/index');
  const token = await tab.evaluate(
    (key) => (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { token?: string }).token ?? '',
    SESSION_STORAGE_KEY,
  );
  expect(token).toBe('');
  expect(await tab.consoleErrors()).toEqual([]);
}
