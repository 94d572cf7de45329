// /main/logon/suggest: a user appeal (account used by someone else, identity
// mismatch, frozen account …), submitted as a work order of the chosen type
// (channel function/submitWorkOrder, types from the orderType dictionary).
import { Button, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../../../api';
import { answerOf } from '../../../../components/apiAnswer';
import { StatusResult } from '../../../../components/StatusResult';
import { useAsyncData } from '../../../../components/useAsyncData';
import { useSubmission } from '../../../../components/useSubmission';
import { MAIN_URL } from '../../../../config/app';
import { paths } from '../../../../config/paths';
import { rules } from '../../logic/rules';
import { LogonFrame, RefusalAlert } from './LogonFrame';
import '../../login.css';
import './logon.css';

/** orderType dictionary code of a complaint, the type an appeal starts as. */
const APPEAL_ORDER_TYPE = '04';

interface AppealValues {
  orderType: string;
  title: string;
  idCardNo: string;
  content: string;
  contactName: string;
  contactPhone: string;
}

export function SuggestPage() {
  const types = useAsyncData('orderType', () =>
    answerOf(api.basic.GET('/dictionary/findByCode/{code}', { params: { path: { code: 'orderType' } } })),
  );
  const { refusal, submitting: busy, run } = useSubmission();
  const [receipt, setReceipt] = useState<{ orderNo: string; submitTime: string }>();

  const submit = async (values: AppealValues) => {
    const map = await run(
      api.channel.POST('/function/submitWorkOrder', {
        body: {
          orderType: values.orderType,
          title: values.title.trim(),
          content: `证件号码：${values.idCardNo.trim().toUpperCase()}\n${values.content.trim()}`,
          contactName: values.contactName.trim(),
          contactPhone: values.contactPhone.trim(),
        },
      }),
    );
    if (map) setReceipt(map);
  };

  return (
    <LogonFrame title="用户申诉">
      {receipt ? (
        <StatusResult
          status="success"
          title="申诉已提交"
          subTitle={`工单编号 ${receipt.orderNo}（${receipt.submitTime}）。工作人员将在 3 个工作日内通过您留下的手机号联系您，也可凭工单编号和手机号查询处理结果。`}
          extra={
            <Space>
              <Link to={paths.feedback.viewresults}>
                <Button type="primary">查询处理结果</Button>
              </Link>
              <Link to={MAIN_URL}>
                <Button>返回首页</Button>
              </Link>
            </Space>
          }
        />
      ) : (
        <Form<AppealValues>
          name="suggest"
          layout="vertical"
          className="logon-form"
          initialValues={{ orderType: APPEAL_ORDER_TYPE }}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item name="orderType" label="申诉类型" rules={[{ required: true, message: '请选择申诉类型' }]}>
            <Select
              loading={types.loading}
              options={(types.data?.list ?? []).map((item) => ({ value: item.code, label: item.name }))}
              notFoundContent={
                types.failed ? (
                  <Button size="small" onClick={types.reload}>
                    类型加载失败，点击重试
                  </Button>
                ) : undefined
              }
            />
          </Form.Item>
          <Form.Item
            name="title"
            label="申诉事项"
            rules={[
              { required: true, whitespace: true, message: '请简要填写申诉事项' },
              { max: 50, message: '不超过 50 个字' },
            ]}
          >
            <Input placeholder="如：身份证号已被他人注册" maxLength={50} showCount />
          </Form.Item>
          <Form.Item name="idCardNo" label="本人公民身份号码" rules={rules.idCardNo}>
            <Input maxLength={18} />
          </Form.Item>
          <Form.Item
            name="content"
            label="情况说明"
            rules={[
              { required: true, whitespace: true, message: '请说明具体情况' },
              { max: 500, message: '不超过 500 个字' },
            ]}
          >
            <Input.TextArea rows={5} maxLength={500} showCount placeholder="请写明发生的时间、经过和您的诉求" />
          </Form.Item>
          <Form.Item name="contactName" label="联系人" rules={rules.name}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="contactPhone" label="联系电话" rules={rules.cellphone}>
            <Input maxLength={11} inputMode="numeric" />
          </Form.Item>
          <RefusalAlert text={refusal} />
          <Button type="primary" htmlType="submit" block size="large" loading={busy}>
            提交申诉
          </Button>
        </Form>
      )}
    </LogonFrame>
  );
}
