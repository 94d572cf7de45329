// Under a form whose submission failed without an answer (timeout, 5xx, a gateway's
// 502/503 page, no connection): what happened, that nothing typed is lost, and 重试.
import { Alert, Button } from 'antd';

export function SubmitFailed({ reason, onRetry, retrying }: { reason: string | undefined; onRetry: () => void; retrying?: boolean }) {
  if (!reason) return null;
  return (
    <Alert
      className="submit-failed"
      type="error"
      showIcon
      role="alert"
      style={{ marginBlock: 12 }}
      title={`提交未成功：${reason}`}
      description="您填写的内容都还在，可以稍后点击“重试”再次提交。"
      action={
        <Button size="small" danger onClick={onRetry} loading={retrying}>
          重试
        </Button>
      }
    />
  );
}
