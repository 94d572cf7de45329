// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

async function freshUiStore() {
  vi.resetModules();
  return import('./ui');
}

describe('elder-friendly mode (关怀版)', () => {
  beforeEach(() => localStorage.clear());

  it('is off for a first visit', async () => {
    const { ui } = await freshUiStore();
    expect(ui.elderMode).toBe(false);
  });

  it('is kept in localStorage and restored on the next visit', async () => {
    const first = await freshUiStore();
    first.setElderMode(true);
    expect(localStorage.getItem(first.ELDER_MODE_STORAGE_KEY)).toBe('1');
    expect((await freshUiStore()).ui.elderMode).toBe(true);

    (await freshUiStore()).setElderMode(false);
    expect((await freshUiStore()).ui.elderMode).toBe(false);
  });

  it('treats anything but "1" in storage as off', async () => {
    localStorage.setItem('elderMode', 'yes');
    expect((await freshUiStore()).ui.elderMode).toBe(false);
  });

  it('still switches when storage refuses to write', async () => {
    const { setElderMode, ui } = await freshUiStore();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    setElderMode(true);
    expect(ui.elderMode).toBe(true);
    setItem.mockRestore();
  });
});
