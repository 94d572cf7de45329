// @vitest-environment jsdom
// The assistive toolbar's controls, each by its effect on the page: the root's
// zoom and classes, the guides and the text screen, what a (fake) speech
// synthesis is asked to say, what is stored for the next visit, and reset.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASSISTIVE_CHOICES_STORAGE_KEY } from '../../config/app';
import { AssistiveToolbar } from './AssistiveToolbar';
import { parseChoices } from './choices';
import { SPEECH_UNAVAILABLE } from './speech';

const root = document.documentElement;

function stored(): unknown {
  return JSON.parse(localStorage.getItem(ASSISTIVE_CHOICES_STORAGE_KEY) ?? 'null');
}

class FakeUtterance {
  voice: SpeechSynthesisVoice | null = null;
  lang = '';
  constructor(readonly text: string) {}
}

/** A speech synthesis with the given voices that records what it is asked to say. */
function fakeSpeech(langs: string[]) {
  const spoken: string[] = [];
  const voices = langs.map((lang) => ({ lang, name: lang }) as SpeechSynthesisVoice);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  vi.stubGlobal('speechSynthesis', {
    getVoices: () => voices,
    speak: (utterance: FakeUtterance) => spoken.push(utterance.text),
    cancel: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  });
  return spoken;
}

const onClose = vi.fn();

function openToolbar() {
  render(
    <main id="main-content">
      <h1>养老保险查询</h1>
      <button type="button">查询缴费记录</button>
    </main>,
  );
  render(<AssistiveToolbar open onClose={onClose} />);
  return within(screen.getByRole('toolbar', { name: '无障碍工具栏' }));
}

beforeEach(() => localStorage.clear());

afterEach(() => {
  cleanup();
  onClose.mockClear();
  vi.unstubAllGlobals();
});

describe('the toolbar', () => {
  it('takes focus when it opens, moves between its controls by arrow keys and closes with Escape', async () => {
    const user = userEvent.setup();
    const toolbar = openToolbar();
    expect(toolbar.getByRole('button', { name: '声音' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(toolbar.getByRole('button', { name: '朗读全文' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(toolbar.getByRole('button', { name: '关闭' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(toolbar.getByRole('button', { name: '声音' })).toHaveFocus();
    // One tab stop: the others are reached by the arrows.
    expect(toolbar.getAllByRole('button').filter((button) => button.tabIndex === 0)).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('放大 / 缩小', () => {
  it('zooms the page in steps of 10 % between 100 % and 200 %, and remembers it', async () => {
    const user = userEvent.setup();
    const toolbar = openToolbar();
    const zoomIn = toolbar.getByRole('button', { name: '放大' });
    const zoomOut = toolbar.getByRole('button', { name: '缩小' });
    expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
    await user.click(zoomIn);
    expect(root.style.zoom).toBe('1.1');
    expect(stored()).toMatchObject({ zoom: 110 });
    for (let click = 0; click < 12; click++) await user.click(zoomIn);
    expect(root.style.zoom).toBe('2');
    // The factor the text screen undoes, so its bar keeps its size.
    expect(root.style.getPropertyValue('--a11y-zoom')).toBe('2');
    // The class that lets antd's grid follow the zoomed page's width.
    expect(root).toHaveClass('a11y-zoomed');
    expect(toolbar.getByText('200%')).toBeInTheDocument();
    expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
    for (let click = 0; click < 12; click++) await user.click(zoomOut);
    expect(root.style.zoom).toBe('');
    expect(root.style.getPropertyValue('--a11y-zoom')).toBe('');
    expect(root).not.toHaveClass('a11y-zoomed');
    expect(stored()).toBeNull();
  });
});

describe('配色, 大鼠标', () => {
  it.each([
    ['配色', 'a11y-contrast', 'contrast'],
    ['大鼠标', 'a11y-large-cursor', 'largeCursor'],
  ])('%s puts %s on the root while pressed, and remembers it', async (label, className, key) => {
    const user = userEvent.setup();
    const control = openToolbar().getByRole('button', { name: label });
    expect(control).toHaveAttribute('aria-pressed', 'false');
    await user.click(control);
    expect(control).toHaveAttribute('aria-pressed', 'true');
    expect(root).toHaveClass(className);
    expect(stored()).toMatchObject({ [key]: true });
    await user.click(control);
    expect(root).not.toHaveClass(className);
  });
});

describe('辅助线', () => {
  it('draws a line across and a line down through the pointer', async () => {
    const user = userEvent.setup();
    await user.click(openToolbar().getByRole('button', { name: '辅助线' }));
    fireEvent.mouseMove(document, { clientX: 120, clientY: 340 });
    expect(screen.getByTestId('reading-guide-row').style.top).toBe('340px');
    expect(screen.getByTestId('reading-guide-column').style.left).toBe('120px');
  });
});

describe('显示屏', () => {
  it('shows the pointed or focused text in the bar at the bottom', async () => {
    const user = userEvent.setup();
    await user.click(openToolbar().getByRole('button', { name: '显示屏' }));
    expect(root).toHaveClass('a11y-text-screen');
    fireEvent.mouseOver(screen.getByRole('heading', { name: '养老保险查询' }));
    expect(screen.getByTestId('text-screen')).toHaveTextContent('养老保险查询');
    act(() => screen.getByRole('button', { name: '查询缴费记录' }).focus());
    expect(screen.getByTestId('text-screen')).toHaveTextContent('查询缴费记录');
  });
});

describe('声音', () => {
  it('reads the focused or pointed element, and the page, in the zh-CN voice', async () => {
    const spoken = fakeSpeech(['en-US', 'zh-CN']);
    const user = userEvent.setup();
    const toolbar = openToolbar();
    await user.click(toolbar.getByRole('button', { name: '声音' }));
    await waitFor(() => expect(spoken).toEqual(['声音已开启']));
    screen.getByRole('button', { name: '查询缴费记录' }).focus();
    await waitFor(() => expect(spoken.at(-1)).toBe('查询缴费记录'));
    fireEvent.mouseOver(screen.getByRole('heading', { name: '养老保险查询' }));
    await waitFor(() => expect(spoken.at(-1)).toBe('养老保险查询'));
    await user.click(toolbar.getByRole('button', { name: '朗读全文' }));
    // jsdom has no innerText: the parts come without the browser's line break between them.
    await waitFor(() => expect(spoken.at(-1)).toMatch(/^养老保险查询\s?查询缴费记录$/));
  });

  it('says plainly that the browser has no Chinese voice, and stays off', async () => {
    const spoken = fakeSpeech(['en-US', 'zh-TW']);
    const user = userEvent.setup();
    const control = openToolbar().getByRole('button', { name: '声音' });
    await user.click(control);
    expect(await screen.findByRole('status')).toHaveTextContent(SPEECH_UNAVAILABLE.noVoice);
    expect(control).toHaveAttribute('aria-pressed', 'false');
    expect(spoken).toEqual([]);
  });

  it('says so when the browser cannot speak at all', async () => {
    const user = userEvent.setup();
    await user.click(openToolbar().getByRole('button', { name: '朗读全文' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SPEECH_UNAVAILABLE.unsupported);
  });
});

describe('重置 and the stored choices', () => {
  it('重置 undoes every choice and leaves nothing stored', async () => {
    const user = userEvent.setup();
    const toolbar = openToolbar();
    for (const label of ['放大', '配色', '大鼠标', '辅助线', '显示屏']) await user.click(toolbar.getByRole('button', { name: label }));
    expect(root.className).toContain('a11y-contrast');
    await user.click(toolbar.getByRole('button', { name: '重置' }));
    expect(root.style.zoom).toBe('');
    expect(root).not.toHaveClass('a11y-contrast', 'a11y-large-cursor', 'a11y-text-screen');
    expect(screen.queryByTestId('reading-guide-row')).toBeNull();
    expect(screen.queryByTestId('text-screen')).toBeNull();
    expect(toolbar.getAllByRole('button').filter((button) => button.getAttribute('aria-pressed') === 'true')).toEqual([]);
    expect(localStorage.getItem(ASSISTIVE_CHOICES_STORAGE_KEY)).toBeNull();
  });

  it('applies the choices an earlier visit stored as soon as it loads, open or not', () => {
    localStorage.setItem(ASSISTIVE_CHOICES_STORAGE_KEY, JSON.stringify({ zoom: 150, contrast: true, guides: true }));
    render(<AssistiveToolbar open={false} onClose={onClose} />);
    expect(root.style.zoom).toBe('1.5');
    expect(root).toHaveClass('a11y-contrast');
    expect(screen.getByTestId('reading-guide-row')).toBeInTheDocument();
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('reads stored choices back, with damaged or foreign values taking their defaults', () => {
    expect(parseChoices('{"zoom":157,"contrast":true,"guides":"yes"}')).toEqual({
      speech: false,
      zoom: 160,
      contrast: true,
      largeCursor: false,
      guides: false,
      textScreen: false,
    });
    expect(parseChoices('{"zoom":900}').zoom).toBe(200);
    expect(parseChoices('not json')).toEqual(parseChoices(null));
  });
});
