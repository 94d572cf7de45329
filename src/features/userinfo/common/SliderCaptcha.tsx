// The slider puzzle that guards sending an SMS code to a number the user typed
// (person captcha/render and captcha/verify): drag the piece into the gap; a
// pass gives the one-time ticket sms/sendCode asks for.
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Skeleton, Slider, Typography } from 'antd';
import { useRef, useState } from 'react';
import { api } from '../../../api';
import type { components } from '../../../api/generated/person';
import { answerOf, messageToShow } from '../../../components/apiAnswer';
import { useAsyncData } from '../../../components/useAsyncData';

type Puzzle = components['schemas']['CaptchaRenderResponse']['map'];
export interface CaptchaTicket {
  tencentCaptchaTicket: string;
  randstr: string;
}

const PUZZLE_WIDTH = 310;
const PUZZLE_HEIGHT = 155;
const PIECE_SIZE = 50;

function PuzzleDialog({ settle }: { settle: (ticket: CaptchaTicket | undefined) => void }) {
  const [round, setRound] = useState(0);
  const [problem, setProblem] = useState<string>();
  const [x, setX] = useState(0);
  const [checking, setChecking] = useState(false);
  const dragStartedAt = useRef<number>(undefined);
  const rendered = useAsyncData(`captcha:${round}`, () => answerOf(api.person.POST('/captcha/render', { body: {} })));
  const puzzle: Puzzle | undefined = rendered.data;

  const nextPuzzle = () => {
    setX(0);
    dragStartedAt.current = undefined;
    setRound((previous) => previous + 1);
  };

  const release = async (offset: number) => {
    if (!puzzle) return;
    setChecking(true);
    try {
      const duration = Date.now() - (dragStartedAt.current ?? Date.now());
      const result = await answerOf(api.person.POST('/captcha/verify', { body: { captchaId: puzzle.captchaId, x: Math.round(offset), duration } }));
      if (result.tencentCaptchaTicket && result.randstr) {
        settle({ tencentCaptchaTicket: result.tencentCaptchaTicket, randstr: result.randstr });
        return;
      }
      setProblem('验证未通过，请重新拖动滑块');
    } catch (failure) {
      setProblem(messageToShow(failure) ?? '验证未通过，请重新拖动滑块');
    } finally {
      setChecking(false);
    }
    nextPuzzle();
  };

  return (
    <Modal open title="安全验证" footer={null} width={380} onCancel={() => settle(undefined)} destroyOnHidden>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">请拖动下方滑块，使拼图块与缺口对齐</Typography.Text>
        {problem && <Alert type="warning" showIcon title={problem} />}
        {rendered.failed && <Alert type="error" showIcon title="验证图片加载失败，请点击右下角按钮换一张" />}
        {puzzle ? (
          <div style={{ position: 'relative', width: PUZZLE_WIDTH, height: PUZZLE_HEIGHT }}>
            <img src={puzzle.backgroundImage} alt="验证背景图" width={PUZZLE_WIDTH} height={PUZZLE_HEIGHT} />
            <img
              src={puzzle.pieceImage}
              alt="拼图块"
              width={PIECE_SIZE}
              height={PIECE_SIZE}
              style={{ position: 'absolute', left: x, top: puzzle.pieceY }}
            />
          </div>
        ) : (
          <Skeleton.Image active style={{ width: PUZZLE_WIDTH, height: PUZZLE_HEIGHT }} />
        )}
        <Flex align="center" gap={8}>
          <Slider
            style={{ flex: 1 }}
            min={0}
            max={PUZZLE_WIDTH - PIECE_SIZE}
            value={x}
            disabled={!puzzle || checking}
            tooltip={{ open: false }}
            aria-label="拖动滑块完成验证"
            onChange={(value: number) => {
              dragStartedAt.current ??= Date.now();
              setX(value);
            }}
            onChangeComplete={(value: number) => void release(value)}
          />
          <Button type="text" aria-label="换一张" icon={<ReloadOutlined />} onClick={nextPuzzle} />
        </Flex>
      </Flex>
    </Modal>
  );
}

/** `ask()` opens the puzzle and resolves with the ticket, or undefined when the user gives up. */
export function useSliderCaptcha() {
  const [pending, setPending] = useState<(ticket: CaptchaTicket | undefined) => void>();
  const ask = () =>
    new Promise<CaptchaTicket | undefined>((resolve) => {
      setPending(() => (ticket: CaptchaTicket | undefined) => {
        setPending(undefined);
        resolve(ticket);
      });
    });
  return { ask, dialog: pending ? <PuzzleDialog settle={pending} /> : null };
}
