// /unitcenter/address: the unit's mailing addresses (default first), added and
// changed in a dialog (unitBase/saveUnitAddress, at most ten). The phone is
// only returned masked, so changing an address asks for it again.
import { EnvironmentOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Form, Input, Modal, Row, Switch, Tag } from 'antd';
import { useState } from 'react';
import { api } from '../../../api';
import { LIST_LIMITS } from '../../../api/generated/list-limits';
import type { components } from '../../../api/generated/unit';
import { answerOf, envelopeOf } from '../../../components/apiAnswer';
import { AsyncView } from '../../../components/AsyncView';
import { mobileRules, personNameRules } from '../../../components/centre/formRules';
import { PageHeader } from '../../../components/centre/PageHeader';
import { useSave } from '../../../components/centre/useSave';
import { useFeedback } from '../../../components/feedback';
import { Panel } from '../../../components/Panel';
import { useAsyncData } from '../../../components/useAsyncData';
import { AreaCascader } from '../../../domain/area/AreaCascader';
import { areaCodeOf } from '../../../domain/area/areas';

type UnitAddress = components['schemas']['UnitAddress'];

/** The server keeps at most this many addresses per unit (the contract's rule). */
const MAX_UNIT_ADDRESSES = LIST_LIMITS.unit['POST /unitBase/queryUnitAddressList'];

interface AddressFields {
  contactName: string;
  contactCellphone: string;
  area: string[];
  detailAddress: string;
  postCode?: string;
  isDefault: boolean;
}

export function AddressScreen() {
  const addresses = useAsyncData('unit-addresses', () => answerOf(api.unit.POST('/unitBase/queryUnitAddressList', { body: {} })));
  const [editing, setEditing] = useState<UnitAddress | 'new'>();
  const count = addresses.data?.list.length ?? 0;
  return (
    <>
      <PageHeader
        description={`证件、文书等寄递到单位时使用的地址，最多 ${MAX_UNIT_ADDRESSES} 个。`}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={!addresses.data || count >= MAX_UNIT_ADDRESSES}
            onClick={() => setEditing('new')}
          >
            新增地址
          </Button>
        }
      />
      <AsyncView state={addresses} isEmpty={(data) => data.list.length === 0} empty="暂无邮寄地址，可点击“新增地址”添加">
        {(data) => (
          <Row gutter={[16, 16]}>
            {data.list.map((address) => (
              <Col xs={24} md={12} key={address.addressId}>
                <Panel
                  size="small"
                  title={
                    <>
                      <EnvironmentOutlined /> {address.contactName} {address.contactCellphoneMasked}
                    </>
                  }
                  extra={
                    <>
                      {address.isDefault && <Tag color="blue">默认</Tag>}
                      <Button type="link" onClick={() => setEditing(address)} aria-label={`修改地址 ${address.detailAddress}`}>
                        修改
                      </Button>
                    </>
                  }
                >
                  <div>{address.areaName}</div>
                  <div>{address.detailAddress}</div>
                  {address.postCode && <div style={{ color: '#5c6b7e' }}>邮编 {address.postCode}</div>}
                </Panel>
              </Col>
            ))}
          </Row>
        )}
      </AsyncView>
      {count >= MAX_UNIT_ADDRESSES && <Alert type="info" showIcon style={{ marginTop: 16 }} title="已达地址数量上限，可修改现有地址。" />}
      {editing && (
        <AddressDialog
          address={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            addresses.reload();
          }}
        />
      )}
    </>
  );
}

function AddressDialog({ address, onClose, onSaved }: { address?: UnitAddress; onClose: () => void; onSaved: () => void }) {
  const { message } = useFeedback();
  const [form] = Form.useForm<AddressFields>();
  const { saving, run, alert } = useSave('保存未完成，请稍后重试');

  const save = async () => {
    const fields = await form.validateFields().catch(() => undefined);
    if (!fields) return;
    const saveAddress = () =>
      envelopeOf(
        api.unit.POST('/unitBase/saveUnitAddress', {
          body: {
            ...(address ? { addressId: address.addressId } : {}),
            contactName: fields.contactName.trim(),
            contactCellphone: fields.contactCellphone.trim(),
            areaCode: areaCodeOf(fields.area),
            detailAddress: fields.detailAddress.trim(),
            ...(fields.postCode ? { postCode: fields.postCode } : {}),
            isDefault: fields.isDefault,
          },
        }),
      );
    await run(saveAddress, () => {
      void message.success('地址已保存');
      onSaved();
    });
  };

  return (
    <Modal
      open
      title={address ? '修改邮寄地址' : '新增邮寄地址'}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      {alert}
      <Form
        form={form}
        layout="vertical"
        initialValues={
          address
            ? {
                contactName: address.contactName,
                detailAddress: address.detailAddress,
                postCode: address.postCode,
                isDefault: address.isDefault,
              }
            : { isDefault: false }
        }
      >
        <Form.Item name="contactName" label="收件人" rules={personNameRules}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item
          name="contactCellphone"
          label="收件人手机"
          rules={mobileRules}
          extra={address ? `原号码 ${address.contactCellphoneMasked}，修改地址须重新填写` : undefined}
        >
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item
          name="area"
          label="所在地区"
          rules={[{ required: true, message: '请选择所在地区' }]}
          extra={address ? `原地区：${address.areaName}` : undefined}
        >
          <AreaCascader />
        </Form.Item>
        <Form.Item name="detailAddress" label="详细地址" rules={[{ required: true, whitespace: true, message: '请输入详细地址' }]}>
          <Input.TextArea rows={2} maxLength={100} showCount />
        </Form.Item>
        <Form.Item name="postCode" label="邮政编码" rules={[{ pattern: /^[0-9]{6}$/, message: '邮政编码为 6 位数字' }]}>
          <Input maxLength={6} />
        </Form.Item>
        <Form.Item name="isDefault" label="设为默认地址" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
