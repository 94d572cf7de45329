// The rating of a case (comment/query, comment/add): shown once given, with the
// department's reply; offered while the case can still be rated.
import { Alert, Button, Form, Input, Rate, Space, Typography } from 'antd';
import { api } from '../../api';
import { answerOf } from '../apiAnswer';
import { AsyncView } from '../AsyncView';
import { useFeedback } from '../feedback';
import { useAsyncData } from '../useAsyncData';
import { useSubmission } from '../useSubmission';

export const RATING_LABELS = ['非常不满意', '不满意', '基本满意', '满意', '非常满意'];
/** Ratings at or below this need a written reason (the service refuses them otherwise). */
export const RATING_NEEDS_CONTENT = 2;
export const COMMENT_MAX_LENGTH = 300;

interface CommentForm {
  rating: number;
  content?: string;
}

/** What the form must say about the written reason, if anything. */
export function commentContentProblem(rating: number | undefined, content: string | undefined): string | undefined {
  if (rating !== undefined && rating <= RATING_NEEDS_CONTENT && !content?.trim()) {
    return '评分为“不满意”或“非常不满意”时，请写明原因';
  }
  return undefined;
}

export function CaseComment({ caseId }: { caseId: string }) {
  const { message } = useFeedback();
  const [form] = Form.useForm<CommentForm>();
  const { submitting, refusal, submit: send } = useSubmission();
  const comment = useAsyncData(`comment:${caseId}`, () => answerOf(api.affair.POST('/comment/query', { body: { caseId } })));

  const submit = ({ rating, content }: CommentForm) =>
    send(async () => {
      const trimmed = content?.trim();
      await answerOf(api.affair.POST('/comment/add', { body: { caseId, rating, ...(trimmed ? { content: trimmed } : {}) } }));
      message.success('感谢您的评价');
      comment.reload();
    });

  return (
    <AsyncView state={comment} rows={2}>
      {(data) => {
        if (data.commented && data.comment) {
          const given = data.comment;
          return (
            <Space orientation="vertical">
              <Space>
                <Rate disabled value={given.rating} />
                <span>{RATING_LABELS[given.rating - 1]}</span>
                <Typography.Text type="secondary">{given.commentTime}</Typography.Text>
              </Space>
              {given.content && <Typography.Paragraph style={{ margin: 0 }}>{given.content}</Typography.Paragraph>}
              {given.reply && <Alert type="info" title={`部门回复（${given.replyTime ?? ''}）`} description={given.reply} />}
            </Space>
          );
        }
        if (!data.canComment) {
          return <Typography.Text type="secondary">办件办结后可对办理情况进行评价。</Typography.Text>;
        }
        return (
          <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} style={{ maxWidth: 520 }}>
            {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} />}
            <Form.Item name="rating" label="评分" rules={[{ required: true, message: '请选择评分' }]}>
              <Rate tooltips={RATING_LABELS} />
            </Form.Item>
            <Form.Item
              name="content"
              label="评价内容"
              dependencies={['rating']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: async (_, value: string | undefined) => {
                    const problem = commentContentProblem(getFieldValue('rating') as number | undefined, value);
                    if (problem) throw new Error(problem);
                  },
                }),
              ]}
            >
              <Input.TextArea rows={3} maxLength={COMMENT_MAX_LENGTH} showCount placeholder="请填写您对本次办理的意见或建议" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={submitting}>
              提交评价
            </Button>
          </Form>
        );
      }}
    </AsyncView>
  );
}
