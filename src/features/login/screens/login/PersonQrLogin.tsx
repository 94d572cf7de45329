// The person tab's QR logins: the app's QR code and the e-card's. Loaded, with
// the QR panel, when one of them is chosen (PersonPanel).
import { api } from '../../../../api';
import { QrPanel } from '../../components/QrPanel';
import { ecardIssue, ecardJudge, ecardQuery, personQrIssue, personQrJudge, personQrQuery } from '../../logic/qr-sources';
import type { LoginPanelProps } from './panel';

export function PersonQrLogin({ method, flow, qrVersion }: LoginPanelProps & { method: 'qr' | 'ecard' }) {
  if (method === 'qr') {
    return (
      <QrPanel
        key={`qr-${qrVersion}`}
        issue={personQrIssue}
        query={personQrQuery}
        judge={personQrJudge}
        scanWith="江苏智慧人社 App"
        onDone={(qrCode) => void flow.submit(() => api.basic.POST('/auth/person/qrCodeLogin', { body: { qrCode } }))}
      />
    );
  }
  return (
    <QrPanel
      key={`ecard-${qrVersion}`}
      issue={ecardIssue}
      query={ecardQuery}
      judge={ecardJudge}
      scanWith="电子社保卡（江苏智慧人社 App、支付宝或微信）"
      onDone={(_name, qrCodeId) => void flow.submit(() => api.basic.POST('/auth/person/ecardLogin', { body: { qrCodeId } }))}
    />
  );
}
