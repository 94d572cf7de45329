// /center/legal: what opening a unit's account as its legal representative
// means, and the units the base store lists with the logged-in person as legal
// representative (unit unitBase/queryBaseStoreUnitList without a code), each
// with whether it can be opened here and why not.
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Tag, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../../components/centre/PageHeader';
import { Table } from '../../../../components/tables';
import { useAsyncData } from '../../../../components/useAsyncData';
import { paths } from '../../../../config/paths';
import { LoadFailed } from '../../account/shared/LoadFailed';
import { loadLegalUnits } from './legalUnits';
import { legalOpenHref, openingOf, UNIT_TYPE_NAMES, type BaseStoreUnit } from './opening';

const STEPS = [
  '核对下方列表：列出的是市场监管或登记机关基础库中由您担任法定代表人的单位。',
  '选择尚未开通的单位，点击“去开通”。',
  '通过本人刷脸，或输入发送到基础库登记的法定代表人手机上的验证码，确认是法定代表人本人。',
  '开通后单位账号完成身份认证，您可切换为该单位身份办理单位业务、设置经办人。',
];

export function LegalScreen() {
  const units = useAsyncData('legal-units', loadLegalUnits);

  const columns: TableColumnsType<BaseStoreUnit> = [
    {
      title: '单位名称',
      dataIndex: 'unitName',
      render: (name: string, unit) => (
        <>
          <Typography.Text strong>{name}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{unit.registeredAddress}</Typography.Text>
        </>
      ),
    },
    { title: '统一社会信用代码', dataIndex: 'socialCreditCode', width: 190 },
    { title: '单位类型', dataIndex: 'unitType', render: (type: BaseStoreUnit['unitType']) => UNIT_TYPE_NAMES[type] },
    {
      title: '开通情况',
      key: 'opening',
      render: (_, unit) => {
        const opening = openingOf(unit);
        return (
          <>
            <Tag color={opening.color}>{opening.label}</Tag>
            {opening.hint && (
              <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', fontSize: 12 }}>
                {opening.hint}
              </Typography.Paragraph>
            )}
          </>
        );
      },
    },
    {
      title: '操作',
      key: 'action',
      width: 120,
      fixed: 'right',
      render: (_, unit) => {
        const { kind } = openingOf(unit);
        if (kind === 'openable') {
          return (
            <Link to={legalOpenHref(unit.socialCreditCode)}>
              <Button type="primary" size="small">
                去开通
              </Button>
            </Link>
          );
        }
        if (kind === 'unregistered') {
          return (
            <Link to={paths.logon.dwregister}>
              <Button size="small">单位注册</Button>
            </Link>
          );
        }
        return <Typography.Text type="secondary">—</Typography.Text>;
      },
    },
  ];

  return (
    <>
      <PageHeader
        description="单位法定代表人可用个人账号直接开通单位账号，无需携带材料到经办机构。"
        extra={
          <Button icon={<ReloadOutlined />} onClick={units.reload}>
            刷新
          </Button>
        }
      />
      <Alert
        type="info"
        showIcon
        title="办理说明"
        style={{ marginBottom: 16 }}
        description={
          <ol style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
            {STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        }
      />
      {units.failed ? (
        <LoadFailed error={units.error} what="您担任法定代表人的单位" retry={units.reload} />
      ) : (
        <Table
          rowKey="socialCreditCode"
          loading={units.loading}
          columns={columns}
          dataSource={units.data ?? []}
          scroll={{ x: true }}
          locale={{ emptyText: <Empty description="基础库中没有您担任法定代表人的单位。如信息有误，请联系单位登记机关。" /> }}
          pagination={false}
        />
      )}
    </>
  );
}
