// Loading indicators under the system's reduced-motion setting (src/app/styles.css): while a
// screen waits for its answers, the skeleton's shimmer, the turning rings, antd's spin dots and
// a waiting button's icon hold still for a user who asked for less motion, and turn for
// everyone else. Each screen is held in its wait by the mock gateway's `hang` scenario.
import { expect, it } from 'vitest';
import { openPortal, type LoginPersona } from './harness';
import { useScenario } from './login-helpers';

/** The running animations on the page, each by its keyframes' name and the classes of what it moves. */
function runningAnimations(): string[] {
  return document
    .getAnimations()
    .filter((animation) => animation.playState === 'running')
    .map((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      const name = animation instanceof CSSAnimation ? animation.animationName : animation.id;
      return `${name} on .${String(target?.className ?? '')
        .trim()
        .replaceAll(/\s+/g, '.')}`;
    });
}

/** Screens whose wait shows every kind of indicator, each by an element of it and the animation that turns it. */
const WAITING_SCREENS: { path: string; persona?: LoginPersona; indicators: [selector: string, turning: RegExp][] }[] = [
  {
    path: '/center/main',
    persona: 'person',
    indicators: [
      ['.ant-skeleton-title', /skeleton-loading on \.ant-skeleton-title/],
      ['.portal-spinner', /portal-spin on \.portal-spinner/],
    ],
  },
  {
    path: '/drugInformationquery',
    indicators: [
      ['.anticon-loading', /loadingCircle on \.anticon/],
      ['.ant-spin-dot', /antRotate on \.ant-spin-dot/],
      ['.ant-spin-dot-item', /antSpinMove on \.ant-spin-dot-item/],
      ['.portal-spinner', /portal-spin on \.portal-spinner/],
    ],
  },
];

it.each(WAITING_SCREENS)(
  '$path: its loading indicators hold still under reduced motion and turn without it',
  async ({ path, persona, indicators }) => {
    const portal = await openPortal({ persona });
    try {
      await useScenario(portal, 'hang');
      await portal.goto(path, { settle: false });
      const { page } = portal;
      for (const [selector] of indicators) await page.locator(selector).first().waitFor();
      expect(await page.evaluate(runningAnimations), 'reduced motion').toEqual([]);

      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await expect
        .poll(() => page.evaluate(runningAnimations), { timeout: 10_000 })
        .toEqual(expect.arrayContaining(indicators.map(([, turning]) => expect.stringMatching(turning))));
    } finally {
      await portal.close();
    }
  },
);
