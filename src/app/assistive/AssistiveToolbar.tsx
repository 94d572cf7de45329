// The assistive toolbar (无障碍工具栏), a chunk of its own: loaded when it is
// opened, or soon after the page when an earlier visit left choices, which it
// then applies. Its controls follow the ARIA toolbar pattern: one tab stop,
// arrow keys, Home and End between controls, Escape closes it. Built here, no
// third-party script (docs/accessibility.md).
//
// The chunk imports nothing of the entry's own modules (stores, valtio, the
// host): the bundler would move each such module out of the entry into a small
// chunk of its own, which every page then loads (about 2 KiB gzip on /login).
// What it needs from the shell comes in as props.
import { Fragment, useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { MAIN_CONTENT_ID } from '../../config/app';
import { applyChoices, DEFAULT_CHOICES, readChoices, saveChoices, ZOOM, zoomedBy, type AssistiveChoices } from './choices';
import { readableText, visibleText } from './readable-text';
import { lookUpChineseVoice, speak, stopSpeaking } from './speech';
import './assistive.css';

/** How long the pointer rests on something before it is read aloud: passing over the page reads nothing. */
const POINTER_REST_MS = 300;

/** Calls `onElement` with each element the pointer moves onto or the focus arrives at, while `enabled`. */
function usePointedElement(enabled: boolean, onElement: (element: Element) => void): void {
  const latest = useRef(onElement);
  useLayoutEffect(() => {
    latest.current = onElement;
  });
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: Event) => {
      if (event.target instanceof Element) latest.current(event.target);
    };
    document.addEventListener('mouseover', listener);
    document.addEventListener('focusin', listener);
    return () => {
      document.removeEventListener('mouseover', listener);
      document.removeEventListener('focusin', listener);
    };
  }, [enabled]);
}

/**
 * 声音: while on, reads what the pointer rests on or the focus arrives at; turns
 * itself off and says why when there is no zh-CN voice. Returns a reader for a
 * whole text (朗读全文), which works with 声音 off too.
 */
function useReadingAloud(on: boolean, turnOff: () => void, tell: (message: string) => void): (text: string) => void {
  const [voice, setVoice] = useState<SpeechSynthesisVoice>();
  useEffect(() => {
    if (!on) return;
    let current = true;
    void lookUpChineseVoice().then((found) => {
      if (!current) return;
      if ('unavailable' in found) {
        turnOff();
        tell(found.unavailable);
        return;
      }
      setVoice(found.voice);
      speak('声音已开启', found.voice);
    });
    return () => {
      current = false;
      setVoice(undefined);
      stopSpeaking();
    };
  }, [on, turnOff, tell]);

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  usePointedElement(voice !== undefined, (element) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (voice) speak(readableText(element), voice);
    }, POINTER_REST_MS);
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  return (text) => {
    // The press on 朗读全文 also pointed at it and focused it: that must not cut the page off.
    clearTimeout(timer.current);
    void lookUpChineseVoice().then((found) => ('voice' in found ? speak(text, found.voice) : tell(found.unavailable)));
  };
}

/** 辅助线: a line across and a line down the page through the pointer. */
function ReadingGuides({ zoom }: { zoom: number }) {
  const row = useRef<HTMLDivElement>(null);
  const column = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The guides sit inside the zoomed root, so the pointer's viewport pixels are scaled back.
    const scale = zoom / 100;
    const follow = (event: MouseEvent) => {
      if (row.current) row.current.style.top = `${event.clientY / scale}px`;
      if (column.current) column.current.style.left = `${event.clientX / scale}px`;
    };
    document.addEventListener('mousemove', follow);
    return () => document.removeEventListener('mousemove', follow);
  }, [zoom]);
  return (
    <>
      <div ref={row} className="assistive-guide assistive-guide--row" aria-hidden="true" data-testid="reading-guide-row" />
      <div ref={column} className="assistive-guide assistive-guide--column" aria-hidden="true" data-testid="reading-guide-column" />
    </>
  );
}

/** 显示屏: the pointed or focused text, enlarged in a bar at the bottom. Hidden from screen readers, which read the text itself. */
function TextScreen() {
  const [text, setText] = useState('');
  usePointedElement(true, (element) => {
    if (!element.closest('.assistive-text-screen')) setText(readableText(element));
  });
  return (
    <div className="assistive-text-screen" aria-hidden="true" data-testid="text-screen">
      {text}
    </div>
  );
}

interface Control {
  label: string;
  title: string;
  pressed?: boolean;
  disabled?: boolean;
  act: () => void;
}

type Flag = Exclude<keyof AssistiveChoices, 'zoom'>;

interface ToolbarActions {
  choose: (next: AssistiveChoices) => void;
  readPage: () => void;
  close: () => void;
}

function controlsFor(current: AssistiveChoices, { choose, readPage, close }: ToolbarActions): Control[] {
  const toggle = (key: Flag) => () => choose({ ...current, [key]: !current[key] });
  return [
    { label: '声音', title: '朗读鼠标指向或键盘选中的内容', pressed: current.speech, act: toggle('speech') },
    { label: '朗读全文', title: '朗读本页主要内容', act: readPage },
    { label: '缩小', title: '缩小页面', disabled: current.zoom <= ZOOM.min, act: () => choose(zoomedBy(current, -1)) },
    { label: '放大', title: '放大页面（最大 200%）', disabled: current.zoom >= ZOOM.max, act: () => choose(zoomedBy(current, 1)) },
    { label: '配色', title: '高对比度配色：黑底白字、黄色链接', pressed: current.contrast, act: toggle('contrast') },
    { label: '大鼠标', title: '加大鼠标指针', pressed: current.largeCursor, act: toggle('largeCursor') },
    { label: '辅助线', title: '显示跟随鼠标的十字辅助线', pressed: current.guides, act: toggle('guides') },
    { label: '显示屏', title: '在页面底部放大显示鼠标指向的文字', pressed: current.textScreen, act: toggle('textScreen') },
    { label: '重置', title: '取消全部设置，恢复默认', act: () => choose({ ...DEFAULT_CHOICES }) },
    { label: '关闭', title: '关闭无障碍工具栏（设置仍然有效）', act: close },
  ];
}

const ARROW_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** A container at the very top of the page (before the skip links), so the toolbar is the first thing reached. */
function TopOfPage({ children }: { children: ReactNode }) {
  const [host] = useState(() => Object.assign(document.createElement('div'), { className: 'assistive-toolbar-host' }));
  useLayoutEffect(() => {
    document.body.prepend(host);
    return () => host.remove();
  }, [host]);
  return createPortal(children, host);
}

function Toolbar({ current, message, actions }: { current: AssistiveChoices; message: string; actions: ToolbarActions }) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const [active, setActive] = useState(0);
  const returnTo = useRef<Element | null>(null);

  // Opened from anywhere (the top bar, a skip link, the shortcut): focus goes to the toolbar and back when it closes.
  // A passive effect: the portal's container is on the page only after the layout effects.
  useEffect(() => {
    returnTo.current = document.activeElement;
    buttons.current[0]?.focus();
    return () => {
      if (returnTo.current instanceof HTMLElement && returnTo.current.isConnected) returnTo.current.focus();
    };
  }, []);

  const controls = controlsFor(current, actions);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      actions.close();
      return;
    }
    const move = ARROW_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(active, controls.length);
    setActive(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className="assistive-toolbar">
      <div role="toolbar" aria-label="无障碍工具栏" className="assistive-toolbar__controls" onKeyDown={onKeyDown}>
        {controls.map((control, index) => (
          <Fragment key={control.label}>
            <button
              ref={(button) => {
                buttons.current[index] = button;
              }}
              type="button"
              className="assistive-toolbar__control"
              tabIndex={index === active ? 0 : -1}
              title={control.title}
              aria-pressed={control.pressed}
              // aria-disabled, not disabled: the control stays reachable by the arrow keys.
              aria-disabled={control.disabled || undefined}
              onFocus={() => setActive(index)}
              onClick={() => {
                if (!control.disabled) control.act();
              }}
            >
              {control.label}
            </button>
            {control.label === '缩小' && (
              <span className="assistive-toolbar__zoom" title="页面缩放比例">
                {current.zoom}%
              </span>
            )}
          </Fragment>
        ))}
      </div>
      <p role="status" className="assistive-toolbar__status">
        {message}
      </p>
    </div>
  );
}

export interface AssistiveToolbarProps {
  /** The toolbar is on screen; closed, its choices still apply. */
  open: boolean;
  onClose: () => void;
}

export function AssistiveToolbar({ open, onClose }: AssistiveToolbarProps) {
  const [current, setCurrent] = useState(readChoices);
  const [message, setMessage] = useState('');

  useLayoutEffect(() => applyChoices(current), [current]);
  useEffect(() => saveChoices(current), [current]);
  // The portal never unmounts it (the chunk stays); tests do, and get a plain page back.
  useLayoutEffect(() => () => applyChoices(DEFAULT_CHOICES), []);

  const turnSpeechOff = useCallback(() => setCurrent((choices) => ({ ...choices, speech: false })), []);
  const readAloud = useReadingAloud(current.speech, turnSpeechOff, setMessage);
  const readPage = () => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    const text = main ? visibleText(main) : '';
    if (text) readAloud(text);
    else setMessage('本页没有可朗读的内容。');
  };

  return (
    <>
      {open && (
        <TopOfPage>
          <Toolbar current={current} message={message} actions={{ choose: setCurrent, readPage, close: onClose }} />
        </TopOfPage>
      )}
      {current.guides && <ReadingGuides zoom={current.zoom} />}
      {current.textScreen && <TextScreen />}
    </>
  );
}
