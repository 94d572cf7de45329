// One licence in full (license/queryLicenseInfo): the answer travels
// SM4-encrypted and arrives here in plaintext; a tampered answer is refused by
// the client (无效的请求) and leaves only the retry. The licence can be printed.
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Descriptions, Modal, Tag } from 'antd';
import { api } from '../../../../api';
import type { components } from '../../../../api/generated/person';
import { answerOf } from '../../../../components/apiAnswer';
import { AsyncView } from '../../../../components/AsyncView';
import { PAIRS_PER_ROW } from '../../../../components/descriptions';
import { printDocument } from '../../../../components/print';
import { useAsyncData } from '../../../../components/useAsyncData';
import { licencePrintHtml } from './licencePrint';
import { LICENSE_STATES, LICENSE_TYPE_NAMES } from './licences';

type LicenseDetail = components['schemas']['LicenseDetail'];

export function LicenceDetailDialog({ licenseId, onClose }: { licenseId: string; onClose: () => void }) {
  const detail = useAsyncData(`licence:${licenseId}`, () =>
    answerOf(api.person.POST('/license/queryLicenseInfo', { body: { licenseId } })),
  );
  const licence: LicenseDetail | undefined = detail.data?.license;

  return (
    <Modal
      open
      title={licence?.licenseName ?? '证照详情'}
      width={720}
      onCancel={onClose}
      footer={[
        <Button
          key="print"
          icon={<PrinterOutlined />}
          disabled={!licence}
          onClick={() => licence && printDocument(licencePrintHtml(licence))}
        >
          打印
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          关闭
        </Button>,
      ]}
    >
      <AsyncView state={detail} rows={8}>
        {({ license }) => (
          <Descriptions bordered size="small" column={PAIRS_PER_ROW}>
            <Descriptions.Item label="持证人">{license.holderName}</Descriptions.Item>
            <Descriptions.Item label="公民身份号码">{license.holderIdCardNo}</Descriptions.Item>
            <Descriptions.Item label="证照类别">{LICENSE_TYPE_NAMES[license.licenseType]}</Descriptions.Item>
            <Descriptions.Item label="证照编号">{license.licenseNo}</Descriptions.Item>
            <Descriptions.Item label="发证机关">{license.issuingAuthority}</Descriptions.Item>
            <Descriptions.Item label="发证日期">{license.issueDate}</Descriptions.Item>
            <Descriptions.Item label="有效期至">{license.validUntil}</Descriptions.Item>
            <Descriptions.Item label="状态">
              <Tag color={LICENSE_STATES[license.state].color}>{LICENSE_STATES[license.state].text}</Tag>
            </Descriptions.Item>
            {license.surfaceItems.map((item) => (
              <Descriptions.Item key={item.label} label={item.label}>
                {item.value}
              </Descriptions.Item>
            ))}
          </Descriptions>
        )}
      </AsyncView>
    </Modal>
  );
}
