// /center/legalopen?socialCreditCode=…: the legal representative opens the
// chosen unit's account, either by face (person base/initFaceVerify, scene
// openLegalPerson, polled with basic faceAuth/queryState, then unit
// unitBase/openLegalPersonByFace) or by an SMS code sent to the legal
// representative's phone in the base store (unit unitBase/chooseAuthType with
// legalPersonSms sends it, unitBase/openLegalPersonBySms checks it).
import { ScanOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Flex, Form, Steps, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { api } from '../../../../api';
import type { components } from '../../../../api/generated/unit';
import { answerOf } from '../../../../components/apiAnswer';
import { AsyncView } from '../../../../components/AsyncView';
import { PageHeader } from '../../../../components/centre/PageHeader';
import { PAIRS_PER_ROW } from '../../../../components/descriptions';
import { Panel } from '../../../../components/Panel';
import { StatusResult } from '../../../../components/StatusResult';
import { TabbedPanels } from '../../../../components/TabbedPanels';
import { useAsyncData } from '../../../../components/useAsyncData';
import { DEFAULT_RESEND_SECONDS } from '../../../../components/useResendCountdown';
import { useSubmission } from '../../../../components/useSubmission';
import { paths } from '../../../../config/paths';
import { checkFace, faceScanStart } from '../../../../domain/face-scan/scanChecks';
import { ScanVerification } from '../../../../domain/face-scan/ScanVerification';
import { SmsCodeField } from '../../../../domain/sms/SmsCodeInput';
import { isUnifiedSocialCreditCode } from '../../../../lib/id-validators';
import { loadLegalUnits } from './legalUnits';
import { CREDIT_CODE_PARAM, openingOf, UNIT_TYPE_NAMES, type BaseStoreUnit } from './opening';

type Opened = components['schemas']['OpenLegalPersonResponse']['map'];

const BACK = (
  <Link to={paths.center.legal}>
    <Button>返回法人开通</Button>
  </Link>
);

function FaceOpening({ unit, onOpened }: { unit: BaseStoreUnit; onOpened: (opened: Opened) => void }) {
  const [scanning, setScanning] = useState(false);
  const { refusal, submit } = useSubmission();
  const open = (faceSerial: string) =>
    submit(async () => {
      onOpened(
        await answerOf(api.unit.POST('/unitBase/openLegalPersonByFace', { body: { socialCreditCode: unit.socialCreditCode, faceSerial } })),
      );
    });
  if (!scanning) {
    return (
      <Flex vertical gap={12} align="flex-start">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          刷脸将核对您是否为该单位登记的法定代表人本人，请准备好可扫码的手机。
        </Typography.Paragraph>
        <Button type="primary" icon={<ScanOutlined />} onClick={() => setScanning(true)}>
          开始刷脸验证
        </Button>
      </Flex>
    );
  }
  return (
    <>
      <ScanVerification
        instruction="请法定代表人本人使用“江苏智慧人社”App 或微信扫描二维码，按提示完成人脸识别"
        start={async () => faceScanStart(await answerOf(api.person.POST('/base/initFaceVerify', { body: { scene: 'openLegalPerson' } })))}
        check={checkFace}
        onPassed={(serial) => void open(serial)}
      />
      {refusal && <Alert type="error" showIcon title={refusal} />}
    </>
  );
}

function SmsOpening({ unit, onOpened }: { unit: BaseStoreUnit; onOpened: (opened: Opened) => void }) {
  const [form] = Form.useForm<{ cellphoneCode: string }>();
  const [sentTo, setSentTo] = useState<string>();
  const sending = useSubmission();
  const opening = useSubmission();

  const send = async (): Promise<number | undefined> => {
    let waited: number | undefined;
    await sending.submit(async () => {
      const started = await answerOf(
        api.unit.POST('/unitBase/chooseAuthType', { body: { socialCreditCode: unit.socialCreditCode, authType: 'legalPersonSms' } }),
      );
      setSentTo(
        `验证码已发送至法定代表人登记的手机${started.legalPersonCellphoneMasked ? ` ${started.legalPersonCellphoneMasked}` : ''}，${started.expireTime} 前有效。`,
      );
      waited = DEFAULT_RESEND_SECONDS;
    });
    return waited;
  };

  const open = ({ cellphoneCode }: { cellphoneCode: string }) =>
    opening.submit(async () => {
      onOpened(
        await answerOf(
          api.unit.POST('/unitBase/openLegalPersonBySms', { body: { socialCreditCode: unit.socialCreditCode, cellphoneCode } }),
        ),
      );
    });

  const refusal = sending.refusal ?? opening.refusal;
  return (
    <Form form={form} layout="vertical" aria-label="短信开通" style={{ maxWidth: 460 }} onFinish={(values) => void open(values)}>
      <Typography.Paragraph type="secondary">验证码发送到市场监管或登记机关基础库中登记的法定代表人手机号码。</Typography.Paragraph>
      <SmsCodeField name="cellphoneCode" send={send} />
      {sentTo && <Alert type="success" showIcon title={sentTo} style={{ marginBottom: 16 }} />}
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" loading={opening.submitting}>
        确认开通
      </Button>
    </Form>
  );
}

function Opening({ unit }: { unit: BaseStoreUnit }) {
  const [opened, setOpened] = useState<Opened>();
  const opening = openingOf(unit);

  if (opened) {
    return (
      <StatusResult
        status="success"
        title="单位账号开通成功"
        subTitle={`${opened.unitName}（${opened.socialCreditCode}）已于 ${opened.openTime} 完成法定代表人认证，您可切换为单位身份办理单位业务。`}
        extra={BACK}
      />
    );
  }
  if (opening.kind !== 'openable') {
    return (
      <StatusResult
        status={opening.kind === 'opened' ? 'success' : 'warning'}
        title={`${unit.unitName}：${opening.label}`}
        subTitle={opening.hint}
        extra={BACK}
      />
    );
  }
  return (
    <>
      <Steps
        current={1}
        items={[{ title: '选择单位' }, { title: '法定代表人验证' }, { title: '开通完成' }]}
        style={{ maxWidth: 640, marginBottom: 20 }}
      />
      <Panel size="small" style={{ marginBottom: 16 }}>
        <Descriptions size="small" column={PAIRS_PER_ROW}>
          <Descriptions.Item label="单位名称">{unit.unitName}</Descriptions.Item>
          <Descriptions.Item label="统一社会信用代码">{unit.socialCreditCode}</Descriptions.Item>
          <Descriptions.Item label="单位类型">{UNIT_TYPE_NAMES[unit.unitType]}</Descriptions.Item>
          <Descriptions.Item label="法定代表人">{unit.legalPersonName}</Descriptions.Item>
        </Descriptions>
      </Panel>
      <TabbedPanels
        label="开通方式"
        unmountHidden
        items={[
          { key: 'face', label: '刷脸开通', children: <FaceOpening unit={unit} onOpened={setOpened} /> },
          { key: 'sms', label: '短信验证开通', children: <SmsOpening unit={unit} onOpened={setOpened} /> },
        ]}
      />
    </>
  );
}

export function LegalOpenScreen() {
  const [search] = useSearchParams();
  const code = search.get(CREDIT_CODE_PARAM)?.toUpperCase() ?? '';
  const valid = isUnifiedSocialCreditCode(code);
  const units = useAsyncData(valid ? 'legal-units' : null, loadLegalUnits);

  return (
    <>
      <PageHeader description="确认是法定代表人本人后，开通单位账号。" />
      {!valid ? (
        <StatusResult
          status="warning"
          title="请先选择要开通的单位"
          subTitle="请从“法人开通”页的单位列表中选择要开通的单位。"
          extra={BACK}
        />
      ) : (
        <AsyncView state={units} rows={6}>
          {(list) => {
            const unit = list.find((item) => item.socialCreditCode === code);
            return unit ? (
              <Opening unit={unit} />
            ) : (
              <StatusResult
                status="warning"
                title="您不是该单位的法定代表人"
                subTitle={`基础库中没有您担任法定代表人的单位 ${code}。`}
                extra={BACK}
              />
            );
          }}
        </AsyncView>
      )}
    </>
  );
}
