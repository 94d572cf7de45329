// The slider captcha (person captcha/render and captcha/verify): drag the piece
// into the gap, or move it with the arrow keys and press Enter; a passing
// release yields the tencentCaptchaTicket and randstr that password logins, SMS
// sending and password recovery submit. Beside it, the alternative for those
// who cannot use it (CaptchaAlternative) yields the same kind of ticket.
import { ArrowRightOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Modal, Spin } from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { api, type AppApi, isSuccess } from '../../api';
import { CaptchaAlternative, type CaptchaAccount } from './CaptchaAlternative';
import type { CaptchaTicket } from './ticket';
import './slider-captcha.css';

interface Puzzle {
  readonly captchaId: string;
  readonly backgroundImage: string;
  readonly pieceImage: string;
  readonly pieceY: number;
}

const IMAGE_WIDTH = 310;
const IMAGE_HEIGHT = 155;
const PIECE_SIZE = 50;
const MAX_OFFSET = IMAGE_WIDTH - PIECE_SIZE;
/** Pixels an arrow key moves the piece; PageUp/PageDown move ten times as far. */
const KEY_STEP = 2;
const PAGE_STEP = KEY_STEP * 10;

const KEY_MOVES: Record<string, (offset: number) => number> = {
  ArrowRight: (offset) => offset + KEY_STEP,
  ArrowUp: (offset) => offset + KEY_STEP,
  ArrowLeft: (offset) => offset - KEY_STEP,
  ArrowDown: (offset) => offset - KEY_STEP,
  PageUp: (offset) => offset + PAGE_STEP,
  PageDown: (offset) => offset - PAGE_STEP,
  Home: () => 0,
  End: () => MAX_OFFSET,
};

const clampOffset = (offset: number) => Math.min(MAX_OFFSET, Math.max(0, offset));

type Phase = 'loading' | 'ready' | 'checking' | 'rejected' | 'unavailable';

const HINTS: Record<Phase, string> = {
  loading: '正在加载验证图片…',
  ready: '向右拖动滑块，使拼图与缺口吻合',
  checking: '正在验证…',
  rejected: '验证未通过，已为您更换图片，请重试',
  unavailable: '验证图片加载失败，请点击刷新重试',
};

async function fetchPuzzle(person: AppApi['person']): Promise<Puzzle | undefined> {
  const { data } = await person.POST('/captcha/render', { body: {} });
  return isSuccess(data) ? data.map : undefined;
}

interface SliderCaptchaProps {
  readonly onPass: (ticket: CaptchaTicket) => void;
  readonly onCancel: () => void;
  /** A login's account: its alternative is an SMS code to the account's phone, otherwise a question. */
  readonly account?: CaptchaAccount;
  /** The person service client; tests inject one over their own fetch. */
  readonly person?: AppApi['person'];
}

/** Mounted while the slider is wanted: each opening starts with a fresh puzzle. */
export function SliderCaptcha({ onPass, onCancel, account, person = api.person }: SliderCaptchaProps) {
  const [puzzle, setPuzzle] = useState<Puzzle>();
  const [phase, setPhase] = useState<Phase>('loading');
  const [offset, setOffset] = useState(0);
  const [alternative, setAlternative] = useState(false);
  const drag = useRef<{ startX: number; startedAt: number } | undefined>(undefined);
  /** When the first key moved the piece: the server reads the duration as it reads a drag's. */
  const keysStartedAt = useRef<number | undefined>(undefined);

  const show = (next: Puzzle | undefined, after: Phase) => {
    setPuzzle(next);
    setOffset(0);
    keysStartedAt.current = undefined;
    setPhase(next ? after : 'unavailable');
  };

  useEffect(() => {
    let shown = true;
    void fetchPuzzle(person).then((next) => shown && show(next, 'ready'));
    return () => {
      shown = false;
    };
  }, [person]);

  const load = (after: Phase = 'ready') => {
    setPhase('loading');
    void fetchPuzzle(person).then((next) => show(next, after));
  };

  const verify = async (x: number, duration: number) => {
    if (!puzzle) return;
    setPhase('checking');
    const { data } = await person.POST('/captcha/verify', { body: { captchaId: puzzle.captchaId, x, duration } });
    const { tencentCaptchaTicket, randstr } = isSuccess(data) ? data.map : {};
    if (tencentCaptchaTicket && randstr) onPass({ tencentCaptchaTicket, randstr });
    else load('rejected');
  };

  const canDrag = phase === 'ready' || phase === 'rejected';
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!canDrag) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX - offset, startedAt: performance.now() };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    setOffset(clampOffset(event.clientX - drag.current.startX));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const started = drag.current;
    if (!started) return;
    drag.current = undefined;
    void verify(Math.round(clampOffset(event.clientX - started.startX)), Math.round(performance.now() - started.startedAt));
  };
  // The keyboard's drag: arrows, PageUp/PageDown, Home and End move the piece; Enter or Space lets it go.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEY_MOVES[event.key];
    const release = event.key === 'Enter' || event.key === ' ';
    if (!move && !release) return;
    event.preventDefault();
    if (!canDrag) return;
    const now = performance.now();
    if (move) {
      keysStartedAt.current ??= now;
      setOffset(clampOffset(move(offset)));
      return;
    }
    const startedAt = keysStartedAt.current ?? now;
    keysStartedAt.current = undefined;
    void verify(offset, Math.round(now - startedAt));
  };

  return (
    <Modal open title="安全验证" footer={null} onCancel={onCancel} width={IMAGE_WIDTH + 48} destroyOnHidden centered>
      {alternative ? (
        <div className="slider-captcha">
          <CaptchaAlternative account={account} person={person} onPass={onPass} />
          <Button type="link" onClick={() => setAlternative(false)}>
            返回滑块验证
          </Button>
        </div>
      ) : (
        <div className="slider-captcha" aria-busy={phase === 'loading' || phase === 'checking'}>
          <div className="slider-captcha__image" style={{ width: IMAGE_WIDTH, height: IMAGE_HEIGHT }}>
            {puzzle ? (
              <>
                <img src={puzzle.backgroundImage} alt="验证背景图" width={IMAGE_WIDTH} height={IMAGE_HEIGHT} draggable={false} />
                <img
                  className="slider-captcha__piece"
                  src={puzzle.pieceImage}
                  alt="拼图块"
                  width={PIECE_SIZE}
                  height={PIECE_SIZE}
                  style={{ left: offset, top: puzzle.pieceY }}
                  draggable={false}
                />
              </>
            ) : (
              <div className="slider-captcha__image-pending">{phase === 'loading' ? <Spin /> : '图片未加载'}</div>
            )}
            <Button className="slider-captcha__refresh" size="small" icon={<ReloadOutlined />} aria-label="换一张" onClick={() => load()} />
          </div>
          <div className="slider-captcha__track" style={{ width: IMAGE_WIDTH }}>
            <div className="slider-captcha__fill" style={{ width: offset + PIECE_SIZE / 2 }} />
            <span className="slider-captcha__hint" role="status" id="slider-captcha-hint">
              {HINTS[phase]}
            </span>
            <div
              role="slider"
              tabIndex={0}
              className="slider-captcha__handle"
              style={{ left: offset }}
              aria-label="拖动滑块完成验证"
              aria-describedby="slider-captcha-hint slider-captcha-keys"
              aria-valuemin={0}
              aria-valuemax={MAX_OFFSET}
              aria-valuenow={offset}
              aria-valuetext={`拼图块已向右移动 ${offset} 像素，最多 ${MAX_OFFSET} 像素`}
              aria-disabled={!canDrag}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onKeyDown={onKeyDown}
            >
              <ArrowRightOutlined />
            </div>
          </div>
          <p className="slider-captcha__keys" id="slider-captcha-keys">
            键盘操作：方向键移动滑块，回车键或空格键确认
          </p>
          <Button type="link" className="slider-captcha__switch" onClick={() => setAlternative(true)}>
            {account ? '无法完成滑块验证？改用短信验证码' : '无法完成滑块验证？改用文字验证'}
          </Button>
        </div>
      )}
    </Modal>
  );
}
