// /main/feedback: reporting a problem or asking a question as a work order
// (channel function/submitWorkOrder; types from the orderType dictionary).
// Anonymous visitors may submit too; a logged-in user's order is theirs.
// `?funcId=` names the function the problem is about.
import { Alert, Button, Form, Input, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api } from '../../../../api';
import { answerOf, envelopeOf } from '../../../../components/apiAnswer';
import { Panel } from '../../../../components/Panel';
import { StatusResult } from '../../../../components/StatusResult';
import { useAsyncData } from '../../../../components/useAsyncData';
import { useSubmission } from '../../../../components/useSubmission';
import { HELP_PHONE, MAIN_URL } from '../../../../config/app';
import { paths } from '../../../../config/paths';
import { session } from '../../../../stores/session';
import { feedbackRules, FUNCTION_ID } from './workOrders';
import '../services.css';

interface FeedbackValues {
  orderType: string;
  title: string;
  content: string;
  contactName: string;
  contactPhone: string;
}

interface Receipt {
  orderNo: string;
  submitTime: string;
}

export function FeedbackPage() {
  const [params] = useSearchParams();
  const { token, name } = useSnapshot(session);
  const funcId = params.get('funcId') ?? '';
  const types = useAsyncData('dictionary:orderType', () =>
    answerOf(api.basic.GET('/dictionary/findByCode/{code}', { params: { path: { code: 'orderType' } } })),
  );
  const [receipt, setReceipt] = useState<Receipt>();
  const { submitting, refusal, submit: send } = useSubmission();

  const submit = (values: FeedbackValues) =>
    send(async () => {
      const { map } = await envelopeOf(
        api.channel.POST('/function/submitWorkOrder', {
          body: {
            orderType: values.orderType,
            title: values.title.trim(),
            content: values.content.trim(),
            contactName: values.contactName.trim(),
            contactPhone: values.contactPhone.trim(),
            ...(FUNCTION_ID.test(funcId) ? { funcId } : {}),
          },
        }),
      );
      setReceipt(map);
    });

  if (receipt) {
    const resultsHref = token
      ? paths.feedback.viewresults
      : `${paths.feedback.viewresults}?${new URLSearchParams({ orderNo: receipt.orderNo })}`;
    return (
      <div className="portal-container task-page">
        <Panel className="task-card">
          <StatusResult
            status="success"
            title="反馈已提交"
            subTitle={`工单编号 ${receipt.orderNo}（${receipt.submitTime} 提交）。我们会在 3 个工作日内答复，${token ? '可在“反馈结果查询”中查看。' : '请记下工单编号，凭工单编号和联系电话查询答复。'}`}
            extra={[
              <Link key="results" to={resultsHref}>
                <Button type="primary">查询处理结果</Button>
              </Link>,
              <Link key="home" to={MAIN_URL}>
                <Button>返回首页</Button>
              </Link>,
            ]}
          />
        </Panel>
      </div>
    );
  }

  return (
    <div className="portal-container task-page">
      <Panel
        className="task-card feedback-card"
        title="问题反馈"
        headingLevel={1}
        extra={<Link to={paths.feedback.viewresults}>查询反馈结果</Link>}
      >
        <Typography.Paragraph type="secondary">
          使用中遇到系统故障、业务疑问或有意见建议，请在此反馈。紧急业务问题请拨打 {HELP_PHONE} 服务热线。
        </Typography.Paragraph>
        {FUNCTION_ID.test(funcId) && (
          <Alert type="info" showIcon className="task-alert" title={`本次反馈将关联事项 ${funcId}，便于工作人员核查。`} />
        )}
        <Form<FeedbackValues>
          name="feedback"
          layout="vertical"
          initialValues={{ contactName: token ? name : undefined }}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item name="orderType" label="反馈类型" rules={feedbackRules.orderType}>
            <Select
              placeholder="请选择"
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
          <Form.Item name="title" label="标题" rules={feedbackRules.title}>
            <Input maxLength={50} showCount placeholder="一句话说明问题，如：参保证明打印页面无法加载" />
          </Form.Item>
          <Form.Item name="content" label="问题描述" rules={feedbackRules.content}>
            <Input.TextArea rows={5} maxLength={500} showCount placeholder="请写明操作步骤、出现问题的时间和页面上的提示" />
          </Form.Item>
          <Space size={16} wrap className="feedback-contact">
            <Form.Item name="contactName" label="联系人" rules={feedbackRules.contactName}>
              <Input maxLength={30} />
            </Form.Item>
            <Form.Item name="contactPhone" label="联系电话" rules={feedbackRules.contactPhone}>
              <Input maxLength={11} inputMode="numeric" placeholder="11 位手机号码" />
            </Form.Item>
          </Space>
          {refusal && <Alert type="error" showIcon role="alert" className="task-alert" title="提交未成功" description={refusal} />}
          <Button type="primary" htmlType="submit" loading={submitting}>
            提交反馈
          </Button>
        </Form>
      </Panel>
    </div>
  );
}
