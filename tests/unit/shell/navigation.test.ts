// @vitest-environment jsdom
// Where a judged address opens (spec §4/§5): a return URL's internal page in the
// parent window when the portal is framed, else through the router; external
// pages in a new window; an SSO callback in the parent window; nothing at all
// for a rejected address.
import { describe, expect, it, vi } from 'vitest';
import { followUrl, reloadAt, type BrowserView } from '../../../src/components/navigation';

interface FakeWindow extends BrowserView {
  readonly assigned: string[];
  readonly opened: string[];
}

function fakeWindow(parentOf?: FakeWindow): FakeWindow {
  const assigned: string[] = [];
  const opened: string[] = [];
  const view: FakeWindow = {
    assigned,
    opened,
    location: { assign: (href: string | URL) => void assigned.push(String(href)) },
    get parent() {
      return parentOf ?? view;
    },
    open: (url: string) => void opened.push(url),
  };
  return view;
}

const ORIGIN = window.location.origin;

describe('followUrl', () => {
  it('moves through the router to a page of the portal when not framed', () => {
    const view = fakeWindow();
    const navigate = vi.fn();
    const verdict = followUrl('/web/center/office?tab=2', { navigate, opening: 'return', replace: true }, view);
    expect(verdict).toMatchObject({ kind: 'internal', path: '/center/office?tab=2' });
    expect(navigate).toHaveBeenCalledWith('/center/office?tab=2', { replace: true });
    expect([view.assigned, view.opened]).toEqual([[], []]);
  });

  it('opens a return URL of the portal in the parent window when the portal runs in a frame', () => {
    const parent = fakeWindow();
    const view = fakeWindow(parent);
    const navigate = vi.fn();
    followUrl('/web/center/main', { navigate, opening: 'return' }, view);
    expect(parent.assigned).toEqual([`${ORIGIN}/web/center/main`]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stays in the frame when the browser will not let it navigate its parent', () => {
    const view = fakeWindow();
    Object.defineProperty(view, 'parent', {
      value: {
        location: {
          assign: () => {
            throw new DOMException('blocked', 'SecurityError');
          },
        },
      },
    });
    const navigate = vi.fn();
    followUrl('/web/center/main', { navigate, opening: 'return' }, view);
    expect(navigate).toHaveBeenCalledWith('/center/main', { replace: false });
  });

  it('opens an address of another system in a new window without an opener', () => {
    const view = fakeWindow();
    const open = vi.spyOn(view, 'open');
    followUrl('https://job.example.gov.cn/unit', { opening: 'new', source: 'service' }, view);
    expect(open).toHaveBeenCalledWith('https://job.example.gov.cn/unit', '_blank', 'noopener,noreferrer');
  });

  it('sends an SSO callback to the parent window, this one when not framed', () => {
    const parent = fakeWindow();
    followUrl(`${ORIGIN}/web/center/main`, { opening: 'parent' }, fakeWindow(parent));
    expect(parent.assigned).toEqual([`${ORIGIN}/web/center/main`]);
    const alone = fakeWindow();
    followUrl('https://pay.example.com/auth', { opening: 'parent', source: 'service' }, alone);
    expect(alone.assigned).toEqual(['https://pay.example.com/auth']);
  });

  it.each(['/web/..//evil.example', 'javascript:alert(1)', 'https://evil.example/', 'data:text/html,x'])('opens nothing for %j', (raw) => {
    const parent = fakeWindow();
    const view = fakeWindow(parent);
    const navigate = vi.fn();
    for (const opening of ['return', 'parent', 'self', 'new'] as const) {
      expect(followUrl(raw, { navigate, opening }, view).kind).toBe('rejected');
    }
    expect([view.assigned, view.opened, parent.assigned]).toEqual([[], [], []]);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('reloadAt', () => {
  it('loads a page of the portal in full, under the base path', () => {
    const view = fakeWindow();
    reloadAt('/login?type=organ', view);
    expect(view.assigned).toEqual(['/web/login?type=organ']);
  });
});
