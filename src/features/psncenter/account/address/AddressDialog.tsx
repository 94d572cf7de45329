// Adding or editing a mailing address (address/addUserAddress,
// address/updateUserAddress; both encrypted requests). A failed call keeps
// what the user typed and says in the dialog why (the server's reason, or
// what failed, with 重试); a session that runs out keeps it for after the login
// (useKeptForm), and the screen reopens the dialog.
import { Alert, Cascader, Checkbox, Form, Input, Modal } from 'antd';
import { api, serverMessageText } from '../../../../api';
import type { components } from '../../../../api/generated/person';
import { answerOf, envelopeOf } from '../../../../components/apiAnswer';
import { useFeedback } from '../../../../components/feedback';
import { SubmitFailed } from '../../../../components/SubmitFailed';
import { useAsyncData } from '../../../../components/useAsyncData';
import { keptDialogName, useKeptForm } from '../../../../components/useKeptForm';
import { useSubmission } from '../../../../components/useSubmission';
import { mobileRules, validValues } from '../shared/validation';
import { areaOptions, areaPath } from './areas';

type Address = components['schemas']['Address'];

interface AddressForm {
  receiverName: string;
  cellphone: string;
  area: [string, string];
  detailAddress: string;
  postalCode?: string;
  isDefault: boolean;
}

/** The kept form's name on the screen (AddressScreen reopens the dialog it names). */
export const ADDRESS_DIALOG = 'address';

export function AddressDialog({ address, onSaved, onCancel }: { address?: Address; onSaved: () => void; onCancel: () => void }) {
  const { message } = useFeedback();
  const [form] = Form.useForm<AddressForm>();
  const kept = useKeptForm(form, { name: keptDialogName(ADDRESS_DIALOG, address?.addressId) });
  const { submitting: saving, refusal, failure, submit } = useSubmission();
  const areas = useAsyncData('area-tree', () =>
    answerOf(api.basic.GET('/dictionary/getDictWithChildren/{code}', { params: { path: { code: 'area' } } })).then((map) => map.list),
  );

  const initial: Partial<AddressForm> = address
    ? {
        receiverName: address.receiverName,
        cellphone: address.cellphone,
        area: areas.data ? areaPath(areas.data, address.areaCode) : undefined,
        detailAddress: address.detailAddress,
        postalCode: address.postalCode,
        isDefault: address.isDefault,
      }
    : { isDefault: false };

  const save = async () => {
    const values = await validValues(form);
    if (!values) return;
    const body = {
      receiverName: values.receiverName.trim(),
      cellphone: values.cellphone,
      areaCode: values.area[1],
      detailAddress: values.detailAddress.trim(),
      isDefault: values.isDefault,
      ...(values.postalCode ? { postalCode: values.postalCode } : {}),
    };
    const saved = await submit(async () => {
      const answer = address
        ? await envelopeOf(api.person.POST('/address/updateUserAddress', { body: { ...body, addressId: address.addressId } }))
        : await envelopeOf(api.person.POST('/address/addUserAddress', { body }));
      const said = serverMessageText(answer.msg, '地址已保存');
      void message.success(said === '成功' ? '地址已保存' : said);
    });
    if (!saved) return;
    kept.clear();
    onSaved();
  };

  return (
    <Modal
      open
      title={address ? '修改邮寄地址' : '新增邮寄地址'}
      okText="保存"
      onOk={() => void save()}
      confirmLoading={saving}
      onCancel={onCancel}
      destroyOnHidden
    >
      {/* Editing waits for the area tree so the district can be shown. */}
      {(!address || !areas.loading) && (
        <Form
          form={form}
          layout="vertical"
          initialValues={initial}
          onValuesChange={kept.onValuesChange}
          aria-label={address ? '修改邮寄地址' : '新增邮寄地址'}
        >
          <Form.Item name="receiverName" label="收件人" rules={[{ required: true, whitespace: true, message: '请输入收件人姓名' }]}>
            <Input maxLength={30} placeholder="收件人姓名" />
          </Form.Item>
          <Form.Item name="cellphone" label="手机号码" rules={mobileRules}>
            <Input maxLength={11} inputMode="numeric" placeholder="11 位手机号码" />
          </Form.Item>
          <Form.Item name="area" label="所在地区" rules={[{ required: true, message: '请选择所在市、区（县）' }]}>
            <Cascader
              options={areas.data ? areaOptions(areas.data) : []}
              placeholder={areas.failed ? '地区列表加载失败，请关闭后重试' : '请选择市 / 区（县）'}
              notFoundContent={areas.loading ? '加载中…' : '暂无地区'}
            />
          </Form.Item>
          <Form.Item
            name="detailAddress"
            label="详细地址"
            rules={[
              { required: true, whitespace: true, message: '请输入详细地址' },
              { min: 5, message: '请填写街道、门牌号等详细信息' },
            ]}
          >
            <Input.TextArea rows={2} maxLength={100} showCount placeholder="街道、门牌号、楼栋房号，不含省市区" />
          </Form.Item>
          <Form.Item name="postalCode" label="邮政编码" rules={[{ pattern: /^[0-9]{6}$/, message: '邮政编码为 6 位数字' }]}>
            <Input maxLength={6} inputMode="numeric" placeholder="选填" />
          </Form.Item>
          <Form.Item name="isDefault" valuePropName="checked">
            <Checkbox>设为默认地址</Checkbox>
          </Form.Item>
        </Form>
      )}
      {refusal && <Alert type="error" showIcon title={refusal} />}
      <SubmitFailed reason={failure} onRetry={() => void save()} retrying={saving} />
    </Modal>
  );
}
