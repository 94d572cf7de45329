// An SMS code for a phone number the user typed (a new institution manager):
// person sms/sendCode needs the slider check first (captcha/render and
// captcha/verify), shown here as a small puzzle dialog.
import { Alert, Modal, Slider, Spin } from 'antd';
import { useRef, useState } from 'react';
import { api } from '../../../api';
import type { components } from '../../../api/generated/person';
import { answerOf, envelopeOf, messageToShow } from '../../../components/apiAnswer';
import { isMobileNumber } from '../../../lib/id-validators';
import { SmsCodeInput } from './SmsCodeInput';

type Puzzle = components['schemas']['CaptchaRenderResponse']['map'];
type SmsScene = components['schemas']['SendOwnSmsCodeRequest']['scene'];

const PUZZLE_WIDTH = 310;
const PUZZLE_HEIGHT = 155;
const PIECE_SIZE = 50;

export interface NumberSmsCodeProps {
  value?: string;
  onChange?: (value: string) => void;
  /** The number typed in the form, read when the user asks for a code. */
  cellphone: () => string | undefined;
  scene: SmsScene;
  onNotice: (notice: { type: 'success' | 'error'; text: string }) => void;
}

export function NumberSmsCode({ value, onChange, cellphone, scene, onNotice }: NumberSmsCodeProps) {
  const [puzzle, setPuzzle] = useState<Puzzle>();
  const [open, setOpen] = useState(false);
  const [offset, setOffset] = useState(0);
  const [problem, setProblem] = useState<string>();
  const pending = useRef<{ number: string; settle: (wait: number | undefined) => void }>(undefined);
  const dragStartedAt = useRef<number>(undefined);

  const loadPuzzle = async () => {
    setPuzzle(undefined);
    setOffset(0);
    dragStartedAt.current = undefined;
    try {
      setPuzzle(await answerOf(api.person.POST('/captcha/render', { body: {} })));
    } catch {
      setProblem('拼图加载失败，请关闭后重试');
    }
  };

  const finish = (wait: number | undefined) => {
    setOpen(false);
    pending.current?.settle(wait);
    pending.current = undefined;
  };

  const send = () => {
    const number = cellphone()?.trim() ?? '';
    if (!isMobileNumber(number)) {
      onNotice({ type: 'error', text: '请先填写正确的 11 位手机号码' });
      return Promise.resolve(undefined);
    }
    return new Promise<number | undefined>((settle) => {
      pending.current = { number, settle };
      setProblem(undefined);
      setOpen(true);
      void loadPuzzle();
    });
  };

  const release = async (x: number) => {
    if (!puzzle || !pending.current) return;
    const duration = dragStartedAt.current === undefined ? 0 : Date.now() - dragStartedAt.current;
    try {
      const pass = await answerOf(api.person.POST('/captcha/verify', { body: { captchaId: puzzle.captchaId, x: Math.round(x), duration } }));
      if (!pass.tencentCaptchaTicket || !pass.randstr) {
        setProblem('验证未通过，请重新拖动滑块');
        void loadPuzzle();
        return;
      }
      const sent = await envelopeOf(
        api.person.POST('/sms/sendCode', {
          body: { cellphone: pending.current.number, scene, tencentCaptchaTicket: pass.tencentCaptchaTicket, randstr: pass.randstr },
        }),
      );
      onNotice({ type: 'success', text: `验证码已发送至 ${sent.map.cellphoneMasked ?? pending.current.number}，${Math.round(sent.map.expiresIn / 60)} 分钟内有效` });
      finish(sent.map.resendAfter);
    } catch (error) {
      onNotice({ type: 'error', text: messageToShow(error) ?? '验证码发送未完成，请稍后重试' });
      finish(undefined);
    }
  };

  return (
    <>
      <SmsCodeInput value={value} onChange={onChange} send={send} />
      <Modal open={open} title="安全验证" footer={null} width={360} onCancel={() => finish(undefined)} destroyOnHidden>
        <div style={{ position: 'relative', width: PUZZLE_WIDTH, height: PUZZLE_HEIGHT, background: '#eef2f7', overflow: 'hidden' }}>
          {puzzle ? (
            <>
              <img src={puzzle.backgroundImage} alt="验证背景图" width={PUZZLE_WIDTH} height={PUZZLE_HEIGHT} />
              <img src={puzzle.pieceImage} alt="拼块" width={PIECE_SIZE} height={PIECE_SIZE} style={{ position: 'absolute', left: offset, top: puzzle.pieceY }} />
            </>
          ) : (
            <Spin style={{ margin: '60px 140px' }} />
          )}
        </div>
        <Slider
          min={0}
          max={PUZZLE_WIDTH - PIECE_SIZE}
          value={offset}
          disabled={!puzzle}
          tooltip={{ open: false }}
          aria-label="拖动滑块完成拼图"
          onChange={(x) => {
            dragStartedAt.current ??= Date.now();
            setOffset(x);
          }}
          onChangeComplete={(x) => void release(x)}
        />
        <div style={{ color: '#5c6b7e', fontSize: 13 }}>向右拖动滑块，使拼块与缺口重合</div>
        {problem && <Alert type="warning" showIcon title={problem} style={{ marginTop: 8 }} />}
      </Modal>
    </>
  );
}
