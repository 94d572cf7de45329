// @vitest-environment jsdom
// A refused submit is said aloud: the errors antd's Form shows under the fields
// are repeated, together, in the one alert region.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import { afterEach, expect, it } from 'vitest';
import { FormErrorAnnouncer } from './FormErrorAnnouncer';

afterEach(cleanup);

function AddressForm() {
  return (
    <Form aria-label="新增邮寄地址">
      <Form.Item name="receiverName" label="收件人" rules={[{ required: true, message: '请输入收件人姓名' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="postalCode" label="邮政编码" rules={[{ pattern: /^[0-9]{6}$/, message: '邮政编码为 6 位数字' }]}>
        <Input />
      </Form.Item>
      <Button htmlType="submit">保存</Button>
    </Form>
  );
}

it('announces each error as it appears, those of a refused submit together, and the same error again', async () => {
  render(
    <>
      <FormErrorAnnouncer />
      <AddressForm />
    </>,
  );
  const announcer = screen.getByRole('alert');
  expect(announcer).toHaveTextContent(/^$/);

  await userEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
  await waitFor(() => expect(announcer).toHaveTextContent(/^请输入收件人姓名$/));
  const first = announcer.firstElementChild;

  await userEvent.type(screen.getByLabelText('邮政编码'), '21001');
  await waitFor(() => expect(announcer).toHaveTextContent(/^邮政编码为 6 位数字$/));

  // The first error again, once the field was filled and emptied: a new node, so a screen reader says it again.
  await userEvent.type(screen.getByLabelText('收件人'), '王建国');
  // As a visitor's next keys come: after antd's error list has let the old error go.
  await waitFor(() => expect(screen.queryByText('请输入收件人姓名', { selector: '.ant-form-item-explain-error' })).toBeNull());
  await userEvent.clear(screen.getByLabelText('收件人'));
  await waitFor(() => expect(announcer).toHaveTextContent(/^请输入收件人姓名$/));
  expect(announcer.firstElementChild).not.toBe(first);
});
