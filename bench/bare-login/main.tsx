// The reference page of `npm run bench`: a login form with nothing but React,
// the router and the antd components every login page needs (Form, Input,
// Button, Tabs, Modal) in Chinese. The portal's login is compared with it.
import { App as AntApp, Button, ConfigProvider, Form, Input, Modal, Tabs } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

interface Credentials {
  account: string;
  password: string;
}

function AccountForm({ label, onSubmit }: { label: string; onSubmit: (values: Credentials) => void }) {
  return (
    <Form<Credentials> layout="vertical" onFinish={onSubmit}>
      <Form.Item name="account" label={label} rules={[{ required: true, message: `请输入${label}` }]}>
        <Input autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block>
        登录
      </Button>
    </Form>
  );
}

function LoginPage() {
  const [signedIn, setSignedIn] = useState<string>();
  const submit = ({ account }: Credentials) => setSignedIn(account);
  return (
    <main style={{ maxWidth: 400, margin: '64px auto', padding: 24 }}>
      <h1>用户登录</h1>
      <Tabs
        items={[
          { key: 'person', label: '个人登录', children: <AccountForm label="身份证号" onSubmit={submit} /> },
          { key: 'unit', label: '单位登录', children: <AccountForm label="统一社会信用代码" onSubmit={submit} /> },
        ]}
      />
      <Modal open={signedIn !== undefined} title="登录成功" onOk={() => setSignedIn(undefined)} onCancel={() => setSignedIn(undefined)}>
        {signedIn} 欢迎回来
      </Modal>
    </main>
  );
}

const router = createBrowserRouter([{ path: '/login', element: <LoginPage /> }], { basename: '/web' });

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ConfigProvider locale={zhCN}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </ConfigProvider>
  </StrictMode>,
);
