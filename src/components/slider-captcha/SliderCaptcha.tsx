// The slider captcha (person captcha/render and captcha/verify): drag the piece
// into the gap; a passing drag yields the tencentCaptchaTicket and randstr that
// password logins, SMS sending and password recovery submit.
import { ArrowRightOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Modal, Spin } from 'antd';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { api } from '../../api';
import './slider-captcha.css';

export interface CaptchaTicket {
  readonly tencentCaptchaTicket: string;
  readonly randstr: string;
}

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

type Phase = 'loading' | 'ready' | 'checking' | 'rejected' | 'unavailable';

const HINTS: Record<Phase, string> = {
  loading: '正在加载验证图片…',
  ready: '向右拖动滑块，使拼图与缺口吻合',
  checking: '正在验证…',
  rejected: '验证未通过，已为您更换图片，请重试',
  unavailable: '验证图片加载失败，请点击刷新重试',
};

async function fetchPuzzle(): Promise<Puzzle | undefined> {
  const { data } = await api.person.POST('/captcha/render', { body: {} });
  return data?.appcode === '0' ? data.map : undefined;
}

/** Mounted while the slider is wanted: each opening starts with a fresh puzzle. */
export function SliderCaptcha({ onPass, onCancel }: { onPass: (ticket: CaptchaTicket) => void; onCancel: () => void }) {
  const [puzzle, setPuzzle] = useState<Puzzle>();
  const [phase, setPhase] = useState<Phase>('loading');
  const [offset, setOffset] = useState(0);
  const drag = useRef<{ startX: number; startedAt: number } | undefined>(undefined);

  const show = (next: Puzzle | undefined, after: Phase) => {
    setPuzzle(next);
    setOffset(0);
    setPhase(next ? after : 'unavailable');
  };

  useEffect(() => {
    let shown = true;
    void fetchPuzzle().then((next) => shown && show(next, 'ready'));
    return () => {
      shown = false;
    };
  }, []);

  const load = (after: Phase = 'ready') => {
    setPhase('loading');
    void fetchPuzzle().then((next) => show(next, after));
  };

  const verify = async (x: number, duration: number) => {
    if (!puzzle) return;
    setPhase('checking');
    const { data } = await api.person.POST('/captcha/verify', { body: { captchaId: puzzle.captchaId, x, duration } });
    const { tencentCaptchaTicket, randstr } = data?.appcode === '0' ? data.map : {};
    if (tencentCaptchaTicket && randstr) onPass({ tencentCaptchaTicket, randstr });
    else load('rejected');
  };

  const canDrag = phase === 'ready' || phase === 'rejected';
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (!canDrag) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX - offset, startedAt: performance.now() };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (!drag.current) return;
    setOffset(Math.min(MAX_OFFSET, Math.max(0, event.clientX - drag.current.startX)));
  };
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    const started = drag.current;
    if (!started) return;
    drag.current = undefined;
    const x = Math.min(MAX_OFFSET, Math.max(0, event.clientX - started.startX));
    void verify(Math.round(x), Math.round(performance.now() - started.startedAt));
  };

  return (
    <Modal open title="安全验证" footer={null} onCancel={onCancel} width={IMAGE_WIDTH + 48} destroyOnHidden centered>
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
          <span className="slider-captcha__hint" role="status">
            {HINTS[phase]}
          </span>
          <button
            type="button"
            className="slider-captcha__handle"
            style={{ left: offset }}
            aria-label="拖动滑块完成验证"
            disabled={!canDrag}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
          >
            <ArrowRightOutlined />
          </button>
        </div>
      </div>
    </Modal>
  );
}
