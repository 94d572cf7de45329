// /center/address: the user's mailing addresses (address/findUserAdressList,
// answer encrypted), default first; add, edit and "set as default" (an update
// of the whole address with isDefault true). The list masks the receiver's phone as
// every other screen does; the edit dialog has it whole, as the citizen edits it.
import { EnvironmentOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Flex, Row, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../../../api';
import { LIST_LIMITS } from '../../../../api/generated/list-limits';
import type { components } from '../../../../api/generated/person';
import { answerOf, envelopeOf, toastRefusal } from '../../../../components/apiAnswer';
import { PageHeader } from '../../../../components/centre/PageHeader';
import { useFeedback } from '../../../../components/feedback';
import { PageLoading } from '../../../../components/PageLoading';
import { Panel } from '../../../../components/Panel';
import { useAsyncData } from '../../../../components/useAsyncData';
import { useReopenedDialog } from '../../../../components/useKeptForm';
import { LoadFailed } from '../shared/LoadFailed';
import { maskMobile } from '../shared/mask';
import { ADDRESS_DIALOG, AddressDialog } from './AddressDialog';

type Address = components['schemas']['Address'];

/** The server keeps at most this many addresses per user (the contract's rule). */
const MAX_ADDRESSES = LIST_LIMITS.person['POST /address/findUserAdressList'];

export function AddressScreen() {
  const { message } = useFeedback();
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<Address | 'new'>();
  const [settingDefault, setSettingDefault] = useState<string>();
  const addresses = useAsyncData(`addresses:${version}`, () => answerOf(api.person.POST('/address/findUserAdressList', { body: {} })));
  const refresh = () => setVersion((value) => value + 1);
  const list = addresses.data?.list ?? [];
  // A dialog whose values were kept when the session ran out opens again with them, until closed.
  const kept = useReopenedDialog(ADDRESS_DIALOG);
  const dialog = editing ?? (kept.reopened === 'new' ? 'new' : list.find((address) => address.addressId === kept.reopened));
  const closeDialog = () => {
    setEditing(undefined);
    kept.dismiss();
  };

  const makeDefault = async (address: Address) => {
    setSettingDefault(address.addressId);
    const { areaName: _shownOnly, ...fields } = address;
    try {
      await envelopeOf(api.person.POST('/address/updateUserAddress', { body: { ...fields, isDefault: true } }));
      void message.success('已设为默认地址');
      refresh();
    } catch (error) {
      toastRefusal(error);
    } finally {
      setSettingDefault(undefined);
    }
  };

  const full = list.length >= MAX_ADDRESSES;
  return (
    <>
      <PageHeader
        description={`办理需要邮寄证件、材料的业务时，可直接选用这里的地址（最多 ${MAX_ADDRESSES} 条）。`}
        extra={
          <Button type="primary" icon={<PlusOutlined />} disabled={full || addresses.loading} onClick={() => setEditing('new')}>
            新增地址
          </Button>
        }
      />
      {addresses.loading && <PageLoading minHeight={200} />}
      {addresses.failed && <LoadFailed error={addresses.error} what="邮寄地址" retry={addresses.reload} />}
      {addresses.data && list.length === 0 && (
        <Empty description="您还没有邮寄地址">
          <Button type="primary" onClick={() => setEditing('new')}>
            新增地址
          </Button>
        </Empty>
      )}
      <Row gutter={[16, 16]}>
        {list.map((address) => (
          <Col xs={24} md={12} key={address.addressId}>
            <Panel
              size="small"
              title={
                <Flex gap={8} align="center">
                  <EnvironmentOutlined style={{ color: '#0d56b3' }} />
                  {address.receiverName}
                  <Typography.Text type="secondary" style={{ fontWeight: 400 }}>
                    {maskMobile(address.cellphone)}
                  </Typography.Text>
                  {address.isDefault && <Tag color="blue">默认</Tag>}
                </Flex>
              }
              actions={[
                <Button key="edit" type="link" onClick={() => setEditing(address)}>
                  修改
                </Button>,
                <Button
                  key="default"
                  type="link"
                  disabled={address.isDefault}
                  loading={settingDefault === address.addressId}
                  onClick={() => void makeDefault(address)}
                >
                  {address.isDefault ? '默认地址' : '设为默认'}
                </Button>,
              ]}
            >
              <Typography.Paragraph style={{ margin: 0 }}>
                {address.areaName} {address.detailAddress}
              </Typography.Paragraph>
              <Typography.Text type="secondary">邮政编码：{address.postalCode ?? '未填写'}</Typography.Text>
            </Panel>
          </Col>
        ))}
      </Row>
      {full && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
          已达到 {MAX_ADDRESSES} 条上限，如需新增请先修改现有地址。
        </Typography.Paragraph>
      )}
      {dialog && (
        <AddressDialog
          address={dialog === 'new' ? undefined : dialog}
          onCancel={closeDialog}
          onSaved={() => {
            closeDialog();
            refresh();
          }}
        />
      )}
    </>
  );
}
