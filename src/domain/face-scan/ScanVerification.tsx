// A QR code to scan with the phone (face verification or the electronic social
// security card) and the polling of its state: every 2 seconds, from 2 seconds after
// the code is shown, until it passes,
// fails or expires; an expired or failed code can be started again.
import { Alert, Button, Flex, QRCode, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { messageToShow } from '../../components/apiAnswer';
import { FACE_POLL_LIMIT_MS, POLL_INTERVAL_MS } from '../../config/app';
import { poll } from './polling';
import type { ScanStart, ScanState } from './scanChecks';

type PanelState =
  | { phase: 'starting' }
  | { phase: 'scanning'; started: ScanStart; scanned: boolean }
  | { phase: 'passed' }
  | { phase: 'expired'; reason: string }
  | { phase: 'failed'; reason: string };

/** The instruction when the unit's legal person scans. */
export const LEGAL_PERSON_SCAN = '请法定代表人使用手机扫码完成刷脸，识别通过后本页自动进入下一步';

export interface ScanVerificationProps {
  /** What to do with the phone, e.g. "请使用支付宝或微信扫码，按提示完成人脸识别". */
  instruction: string;
  start: () => Promise<ScanStart>;
  check: (serial: string) => Promise<ScanState>;
  onPassed: (serial: string) => void;
}

export function ScanVerification({ instruction, start, check, onPassed }: ScanVerificationProps) {
  const [state, setState] = useState<PanelState>({ phase: 'starting' });
  const [attempt, setAttempt] = useState(0);
  const calls = useRef({ start, check, onPassed });
  useEffect(() => {
    calls.current = { start, check, onPassed };
  });

  useEffect(() => {
    const controller = new AbortController();
    const run = async () => {
      setState({ phase: 'starting' });
      let started: ScanStart;
      try {
        started = await calls.current.start();
      } catch (error) {
        if (!controller.signal.aborted) setState({ phase: 'failed', reason: messageToShow(error) ?? '认证未能发起，请稍后重试' });
        return;
      }
      if (controller.signal.aborted) return;
      setState({ phase: 'scanning', started, scanned: false });
      const outcome = await poll({
        query: () => calls.current.check(started.serial),
        settled: (answer) => answer.state === 'passed' || answer.state === 'failed',
        onProgress: (answer) => setState({ phase: 'scanning', started, scanned: answer.state === 'scanned' }),
        intervalMs: POLL_INTERVAL_MS,
        timeoutMs: Math.min(started.expiresIn * 1000, FACE_POLL_LIMIT_MS),
        // As the login's QR codes: a code just shown cannot have been scanned yet.
        waitFirst: true,
        signal: controller.signal,
      });
      switch (outcome.kind) {
        case 'settled':
          if (outcome.value.state === 'passed') {
            setState({ phase: 'passed' });
            calls.current.onPassed(started.serial);
          } else if (outcome.value.state === 'failed') {
            setState({ phase: 'failed', reason: outcome.value.reason });
          }
          break;
        case 'timeout':
          setState({ phase: 'expired', reason: '二维码已过期，请刷新后重新扫码' });
          break;
        case 'failed':
          setState({ phase: 'expired', reason: messageToShow(outcome.error) ?? '认证状态查询失败，请刷新二维码后重试' });
          break;
        case 'aborted':
          break;
      }
    };
    void run();
    return () => controller.abort();
  }, [attempt]);

  const restart = useCallback(() => setAttempt((value) => value + 1), []);

  if (state.phase === 'passed') {
    return <Alert type="success" showIcon title="认证通过" description="正在为您办理，请稍候。" />;
  }
  if (state.phase === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        title="认证未通过"
        description={state.reason}
        action={
          <Button size="small" onClick={restart}>
            重新认证
          </Button>
        }
      />
    );
  }
  const qrStatus = state.phase === 'starting' ? 'loading' : state.phase === 'expired' ? 'expired' : state.scanned ? 'scanned' : 'active';
  const value = state.phase === 'scanning' ? state.started.qrContent : '-';
  return (
    <Flex vertical align="center" gap={12} style={{ padding: '8px 0' }}>
      <QRCode value={value} size={180} status={qrStatus} onRefresh={restart} />
      <Typography.Text>{instruction}</Typography.Text>
      {state.phase === 'scanning' && state.scanned && <Typography.Text type="success">已扫码，请在手机上完成确认</Typography.Text>}
      {state.phase === 'expired' && <Typography.Text type="warning">{state.reason}</Typography.Text>}
      {state.phase === 'scanning' && state.started.h5Url && (
        <Typography.Link href={state.started.h5Url} target="_blank" rel="noopener noreferrer">
          在本机打开认证页面
        </Typography.Link>
      )}
    </Flex>
  );
}
