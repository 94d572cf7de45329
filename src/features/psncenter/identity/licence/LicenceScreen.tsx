// /center/licence, "my licences": the human-resources and social-security
// licences collected under the person's name (license/queryUserLicense),
// collecting one more by its number (license/addLicenseInfo) and the full
// licence (license/queryLicenseInfo, answer SM4-encrypted).
import { EyeOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { api } from '../../../../api';
import type { components } from '../../../../api/generated/person';
import { answerOf } from '../../../../components/apiAnswer';
import { PageHeader } from '../../../../components/centre/PageHeader';
import { Table } from '../../../../components/tables';
import { useAsyncData } from '../../../../components/useAsyncData';
import { LoadFailed } from '../../account/shared/LoadFailed';
import { AddLicenceDialog } from './AddLicenceDialog';
import { LicenceDetailDialog } from './LicenceDetailDialog';
import { LICENSE_STATES, LICENSE_TYPE_NAMES, type LicenseState, type LicenseType } from './licences';

type LicenseSummary = components['schemas']['LicenseSummary'];

export function LicenceScreen() {
  const [version, setVersion] = useState(0);
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<string>();
  const licences = useAsyncData(`licences:${version}`, () => answerOf(api.person.POST('/license/queryUserLicense', { body: {} })));
  const refresh = () => setVersion((value) => value + 1);

  const columns: TableColumnsType<LicenseSummary> = [
    { title: '证照名称', dataIndex: 'licenseName', width: 240 },
    { title: '类别', dataIndex: 'licenseType', width: 130, render: (type: LicenseType) => LICENSE_TYPE_NAMES[type] },
    { title: '证照编号', dataIndex: 'licenseNoMasked', width: 200 },
    { title: '发证机关', dataIndex: 'issuingAuthority', width: 200 },
    { title: '发证日期', dataIndex: 'issueDate', width: 110 },
    { title: '有效期至', dataIndex: 'validUntil', width: 110 },
    {
      title: '状态',
      dataIndex: 'state',
      width: 100,
      render: (state: LicenseState) => <Tag color={LICENSE_STATES[state].color}>{LICENSE_STATES[state].text}</Tag>,
    },
    {
      title: '操作',
      key: 'actions',
      width: 100,
      fixed: 'right',
      render: (_, licence) => (
        <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setShown(licence.licenseId)}>
          查看
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        description="归集在您名下的人社电子证照，可在办理业务时免于提交纸质证书。"
        extra={
          <Space>
            <Button icon={<ReloadOutlined />} onClick={refresh}>
              刷新
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              添加证照
            </Button>
          </Space>
        }
      />
      {licences.failed ? (
        <LoadFailed error={licences.error} what="电子证照" retry={licences.reload} />
      ) : (
        <Table
          rowKey="licenseId"
          loading={licences.loading}
          columns={columns}
          dataSource={licences.data?.list ?? []}
          scroll={{ x: true }}
          locale={{ emptyText: <Empty description="您名下暂无电子证照，可点击“添加证照”按证书编号归集" /> }}
          pagination={false}
        />
      )}
      {adding && (
        <AddLicenceDialog
          onCancel={() => setAdding(false)}
          onAdded={(licenseId) => {
            setAdding(false);
            refresh();
            setShown(licenseId);
          }}
        />
      )}
      {shown && <LicenceDetailDialog licenseId={shown} onClose={() => setShown(undefined)} />}
    </>
  );
}
