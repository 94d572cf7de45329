// The slider check that must pass before an SMS code goes to a number the user
// typed (person captcha/render and captcha/verify): drag the piece into the
// gap; the ticket it yields is good for one sms/sendCode call.
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Slider, Spin } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { api } from '../../../../api';
import type { components } from '../../../../api/generated/person';
import { answerOf, envelopeOf, messageToShow } from '../../../../components/apiAnswer';

type Puzzle = components['schemas']['CaptchaRenderResponse']['map'];
export interface CaptchaPass {
  tencentCaptchaTicket: string;
  randstr: string;
}

const WIDTH = 310;
const HEIGHT = 155;
const PIECE = 50;

export function useSliderCaptcha(): { verify: () => Promise<CaptchaPass | undefined>; dialog: ReactNode } {
  const [open, setOpen] = useState(false);
  const [puzzle, setPuzzle] = useState<Puzzle>();
  const [x, setX] = useState(0);
  const [notice, setNotice] = useState<string>();
  const settle = useRef<(pass: CaptchaPass | undefined) => void>(undefined);
  const dragStart = useRef<number | undefined>(undefined);

  const load = async () => {
    setPuzzle(undefined);
    setX(0);
    dragStart.current = undefined;
    try {
      setPuzzle(await answerOf(api.person.POST('/captcha/render', { body: {} })));
    } catch {
      setNotice('拼图加载失败，请点击刷新重试');
    }
  };

  const close = (pass: CaptchaPass | undefined) => {
    setOpen(false);
    settle.current?.(pass);
    settle.current = undefined;
  };

  const verify = () =>
    new Promise<CaptchaPass | undefined>((resolve) => {
      settle.current = resolve;
      setNotice(undefined);
      setOpen(true);
      void load();
    });

  const release = async (offset: number) => {
    if (!puzzle) return;
    const duration = dragStart.current === undefined ? 0 : Date.now() - dragStart.current;
    try {
      const answer = await envelopeOf(
        api.person.POST('/captcha/verify', { body: { captchaId: puzzle.captchaId, x: Math.round(offset), duration } }),
      );
      const { tencentCaptchaTicket, randstr } = answer.map;
      if (tencentCaptchaTicket && randstr) {
        close({ tencentCaptchaTicket, randstr });
        return;
      }
      setNotice('验证未通过，请重新拖动滑块');
    } catch (error) {
      setNotice(messageToShow(error) ?? '验证未通过，请重新拖动滑块');
    }
    void load();
  };

  const dialog = (
    <Modal open={open} title="安全验证" footer={null} width={360} onCancel={() => close(undefined)} destroyOnHidden>
      <Flex vertical gap={12}>
        <div style={{ position: 'relative', width: WIDTH, height: HEIGHT, background: '#eef2f7', borderRadius: 4, overflow: 'hidden' }}>
          {puzzle ? (
            <>
              <img src={puzzle.backgroundImage} alt="验证背景图" width={WIDTH} height={HEIGHT} style={{ display: 'block' }} />
              <img
                src={puzzle.pieceImage}
                alt="拼块"
                width={PIECE}
                height={PIECE}
                style={{ position: 'absolute', left: x, top: puzzle.pieceY, boxShadow: '0 0 4px rgba(0,0,0,.45)' }}
              />
            </>
          ) : (
            <Flex align="center" justify="center" style={{ height: '100%' }}>
              <Spin />
            </Flex>
          )}
        </div>
        <Slider
          min={0}
          max={WIDTH - PIECE}
          value={x}
          disabled={!puzzle}
          tooltip={{ open: false }}
          aria-label="拖动滑块完成拼图"
          onChange={(value) => {
            dragStart.current ??= Date.now();
            setX(value);
          }}
          onChangeComplete={(value) => void release(value)}
        />
        <Flex justify="space-between" align="center">
          <span style={{ color: '#5c6b7e', fontSize: 13 }}>向右拖动滑块，使拼块与缺口重合</span>
          <Button type="text" size="small" icon={<ReloadOutlined />} onClick={() => void load()} aria-label="换一张拼图" />
        </Flex>
        {notice && <Alert type="warning" showIcon title={notice} />}
      </Flex>
    </Modal>
  );

  return { verify, dialog };
}
