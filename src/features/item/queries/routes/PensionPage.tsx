// /queryTransitional: the pension of a retiree under the transition of the
// government and public-institution pension reform — the parts of the new
// method, the old-method amount and the rule that decides what is paid.
import { Alert, Descriptions, Empty, Spin, Statistic, Tag } from 'antd';
import { useRef, useState } from 'react';
import { api, isSuccess } from '../../../../api';
import type { components } from '../../../../api/generated/business-center';
import { ENUM_LABELS } from '../../../../api/generated/enum-labels/business-center';
import { decideServerMessage } from '../../../../api/messages';
import { formatYuan } from '../../../../components/cases/labels';
import { PAIRS_PER_ROW } from '../../../../components/descriptions';
import type { CaptchaTicket } from '../../../../components/slider-captcha/ticket';
import { StatusResult } from '../../../../components/StatusResult';
import { Table } from '../../../../components/tables';
import { idCardField, personNameField, printedConditions, type FormValues } from '../form/fields';
import { QueryForm } from '../form/QueryForm';
import type { Printout } from '../printout';
import { QueryLayout, ResultsCard } from '../QueryLayout';

const PENSION_RULES = ENUM_LABELS['TransitionalPensionQueryResponse.map.ruleApplied'];

export type Pension = components['schemas']['TransitionalPensionQueryResponse']['map'];

type PensionState =
  | { phase: 'idle' | 'loading' | 'failed' | 'notFound' }
  | { phase: 'found'; pension: Pension; conditions: FormValues }
  | { phase: 'refused'; message: string };

const FIELDS = [personNameField, idCardField];

/** The monthly parts, in the order the pension is worked out. */
export function pensionLines(pension: Pension): Array<[string, string]> {
  return [
    ['基础养老金', formatYuan(pension.basicPension)],
    ['个人账户养老金', formatYuan(pension.personalAccountPension)],
    ['过渡性养老金', formatYuan(pension.transitionalPension)],
    ['职业年金', formatYuan(pension.occupationalAnnuity)],
    ['新办法待遇合计', formatYuan(pension.newMethodTotal)],
    ['老办法待遇', formatYuan(pension.oldMethodTotal)],
    ['实际月发放待遇', formatYuan(pension.monthlyAmount)],
  ];
}

export function pensionPrintout(pension: Pension, conditions: FormValues): Printout {
  return {
    title: '机关事业单位养老保险待遇查询结果',
    conditions: [
      ...printedConditions(FIELDS, conditions),
      `证件号码：${pension.idCardMasked}`,
      `退休日期：${pension.retireDate}`,
      `退休时所在单位：${pension.unitName}`,
      `待遇起始年月：${pension.startMonth}`,
    ],
    sections: [{ table: { headers: ['项目', '金额（元/月）'], rows: pensionLines(pension) } }],
    summary: `发放规则：${PENSION_RULES[pension.ruleApplied]}`,
  };
}

function PensionView({ pension }: { pension: Pension }) {
  return (
    <>
      <div className="pension__headline">
        <Statistic title="实际月发放待遇（元）" value={formatYuan(pension.monthlyAmount)} />
        <Tag color="processing">{PENSION_RULES[pension.ruleApplied]}</Tag>
      </div>
      <Descriptions bordered size="small" column={PAIRS_PER_ROW} className="pension__facts">
        <Descriptions.Item label="姓名">{pension.name}</Descriptions.Item>
        <Descriptions.Item label="证件号码">{pension.idCardMasked}</Descriptions.Item>
        <Descriptions.Item label="退休日期">{pension.retireDate}</Descriptions.Item>
        <Descriptions.Item label="待遇起始年月">{pension.startMonth}</Descriptions.Item>
        <Descriptions.Item label="退休时所在单位" span="filled">
          {pension.unitName}
        </Descriptions.Item>
      </Descriptions>
      <Table
        size="small"
        bordered
        rowKey={([item]) => item}
        dataSource={pensionLines(pension)}
        columns={[
          { key: 'item', title: '项目', render: (_: unknown, [item]: [string, string]) => item },
          { key: 'amount', title: '金额（元/月）', align: 'right', render: (_: unknown, [, amount]: [string, string]) => amount },
        ]}
        pagination={false}
      />
    </>
  );
}

export function PensionPage() {
  const [state, setState] = useState<PensionState>({ phase: 'idle' });
  const latest = useRef(0);

  const search = async (conditions: FormValues, ticket: CaptchaTicket | undefined) => {
    const { name, idCardNo } = conditions;
    if (!ticket || !name || !idCardNo) return;
    latest.current += 1;
    const id = latest.current;
    setState({ phase: 'loading' });
    const { data, error } = await api.businessCenter.POST('/queryTransitional', { body: { name, idCardNo, ...ticket } });
    if (id !== latest.current) return;
    if (error !== undefined || !data) setState({ phase: 'failed' });
    else if (isSuccess(data)) setState({ phase: 'found', pension: data.map, conditions });
    else {
      const decision = decideServerMessage(data.msg);
      if (decision.kind === 'noData') setState({ phase: 'notFound' });
      else if (decision.kind === 'silent') setState({ phase: 'failed' });
      else setState({ phase: 'refused', message: decision.text });
    }
  };

  const result = () => {
    switch (state.phase) {
      case 'idle':
        return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="请填写姓名和公民身份号码后点击“查询”" />;
      case 'loading':
        return (
          <Spin className="query-page__spin" tip="正在查询…" size="large">
            <div />
          </Spin>
        );
      case 'failed':
        return <StatusResult status="warning" title="查询未完成" subTitle="网络或服务暂时异常，您填写的查询条件已保留，请稍后重新查询。" />;
      case 'notFound':
        return <Empty description="未查询到该人员的养老金待遇信息。本查询仅适用于机关事业单位养老保险改革过渡期内退休的人员。" />;
      case 'refused':
        return <Alert type="error" showIcon title="查询未成功" description={state.message} />;
      case 'found':
        return <PensionView pension={state.pension} />;
    }
  };

  const found = state.phase === 'found' ? state : undefined;
  return (
    <QueryLayout
      title="养老保险待遇查询"
      intro="机关事业单位养老保险制度改革过渡期内退休的人员，可查询按新办法计发的各项养老金、老办法待遇及实际发放规则。"
      notes={[
        '请输入退休人员本人的姓名和公民身份号码，并完成滑块验证。',
        '新办法待遇低于老办法的按老办法保底发放；高出老办法 10% 以上的部分按规定比例限高发放。',
        '待遇以社会保险经办机构核定发放的为准，如有疑问请拨打 12333。',
      ]}
      form={
        <QueryForm
          fields={FIELDS}
          captcha
          searching={state.phase === 'loading'}
          onSearch={(values, ticket) => void search(values, ticket)}
        />
      }
    >
      <ResultsCard printLabel="打印" printout={found && (() => pensionPrintout(found.pension, found.conditions))}>
        {result()}
      </ResultsCard>
    </QueryLayout>
  );
}
