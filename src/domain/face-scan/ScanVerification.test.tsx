// @vitest-environment jsdom
// The scan panel: the code to scan, then the outcome of the polled state.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BusinessCodeError } from '../../components/apiAnswer';
import { POLL_INTERVAL_MS } from '../../config/app';
import type { ScanState } from './scanChecks';
import { ScanVerification } from './ScanVerification';

const started = { serial: 'RL1', qrContent: 'https://face.example/RL1', expiresIn: 300 };

afterEach(cleanup);

describe('ScanVerification', () => {
  it('shows the code for one polling interval, then hands the serial on once the state query says passed', async () => {
    const onPassed = vi.fn();
    const check = vi.fn((): Promise<ScanState> => Promise.resolve({ state: 'passed' }));
    render(<ScanVerification instruction="请扫码" start={() => Promise.resolve(started)} check={check} onPassed={onPassed} />);
    await waitFor(() => expect(document.querySelector('.ant-qrcode canvas')).not.toBeNull());
    expect(check).not.toHaveBeenCalled();
    await waitFor(() => expect(onPassed).toHaveBeenCalledWith('RL1'), { timeout: POLL_INTERVAL_MS * 2 });
    expect(check).toHaveBeenCalledWith('RL1');
    expect(screen.getByText('认证通过')).toBeInTheDocument();
  });

  it('shows why a verification failed and offers to start again', async () => {
    const check = (): Promise<ScanState> => Promise.resolve({ state: 'failed', reason: '人脸比对未通过，请重新认证' });
    render(<ScanVerification instruction="请扫码" start={() => Promise.resolve(started)} check={check} onPassed={vi.fn()} />);
    expect(await screen.findByText('人脸比对未通过，请重新认证', undefined, { timeout: POLL_INTERVAL_MS * 2 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新认证' })).toBeInTheDocument();
  });

  it('shows the service refusal when the verification cannot start', async () => {
    const start = () => Promise.reject(new BusinessCodeError('500', '人脸识别服务维护中'));
    render(<ScanVerification instruction="请扫码" start={start} check={vi.fn()} onPassed={vi.fn()} />);
    expect(await screen.findByText('人脸识别服务维护中')).toBeInTheDocument();
  });
});
