// Firefox (Debian's firefox-esr over WebDriver BiDi, tests/e2e/engines/firefox.ts):
// the password-login journey (tests/e2e/engines/password-journey.ts). The walk of
// every route is firefox-walk.e2e.ts.
import { inject, it } from 'vitest';
import { openFirefoxTab } from './engines/firefox';
import { useFirefoxForFile } from './engines/firefox-for-file';
import { passwordLoginJourney } from './engines/password-journey';

const DESKTOP = { width: 1366, height: 900 };
const { firefox, proxy, openTabs } = useFirefoxForFile();

it('Firefox: a person logs in with the password and the slider, adds a mailing address (encrypted) and sees it listed, and logs out', async () => {
  const tab = await openFirefoxTab(firefox(), DESKTOP);
  openTabs.add(tab);
  await passwordLoginJourney(tab, { origin: proxy().url, gatewayUrl: inject('gatewayUrl'), proxy: proxy() });
  openTabs.delete(tab);
  await tab.close();
  // Five screens, a dialog and a login in one tab: longer than one screen on a busy machine.
}, 240_000);
