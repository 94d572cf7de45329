// The development panel's list of proxy mode (docs/mock-gateway.md, "In front of a real
// backend"): the gateway's last calls, newest first, each with who answered (后端 or
// 模拟) and its contract violations, the bodies and a copy-as-curl.
import { Alert, Button, Empty, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useAsyncData } from '../../components/useAsyncData';
import { curlOf, loadProxiedCalls } from './mockProxy';

interface MockProxyViewProps {
  /** Tests pass their own. */
  fetch?: typeof fetch;
}

const DIRECTION = { request: '请求', response: '响应' } as const;

export function MockProxyView({ fetch: fetchImpl = (...args) => fetch(...args) }: MockProxyViewProps) {
  const [version, setVersion] = useState(0);
  const proxied = useAsyncData(`mock-proxy:${version}`, () => loadProxiedCalls(fetchImpl));
  if (proxied.failed) return <Alert type="error" showIcon title={(proxied.error as Error).message} />;
  if (proxied.loading && !proxied.data) return null;
  if (!proxied.data) {
    return (
      <Typography.Paragraph type="secondary">模拟网关未在代理模式下运行（npm start -- --backend &lt;后端地址&gt;）。</Typography.Paragraph>
    );
  }
  const { backend, calls } = proxied.data;
  return (
    <section aria-label="代理调用">
      <Typography.Paragraph>
        后端 <Typography.Text code>{backend}</Typography.Text>；最近 {calls.length} 次调用，其中{' '}
        {calls.filter((call) => call.violations.length > 0).length} 次违反契约。
        <Button size="small" style={{ marginInlineStart: 8 }} onClick={() => setVersion((value) => value + 1)}>
          刷新
        </Button>
      </Typography.Paragraph>
      {calls.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有经过网关的调用" />
      ) : (
        <ul className="dev-panel__scans">
          {calls.map((call) => (
            <li key={call.id}>
              <span>
                <Tag color={call.source === 'backend' ? 'blue' : 'default'}>{call.source === 'backend' ? '后端' : '模拟'}</Tag>
                <Typography.Text strong>{call.operation}</Typography.Text> → {call.status}
                {call.violations.length > 0 && <Tag color="error">{call.violations.length} 处违反契约</Tag>}
              </span>
              {call.violations.map((violation, index) => (
                <Typography.Text key={index} type="danger">
                  {DIRECTION[violation.direction]} {violation.pointer || '/'}：应为 {violation.expected}，实为 {violation.actual}
                </Typography.Text>
              ))}
              {call.violations.length > 0 && (
                <details className="dev-panel__resource">
                  <summary>请求与响应正文</summary>
                  <pre>{`请求：${call.request.body ?? '（无）'}\n\n响应：${call.response?.body ?? '（无）'}`}</pre>
                </details>
              )}
              <Typography.Text copyable={{ text: curlOf(call, window.location.origin) }} type="secondary">
                复制为 curl
              </Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
