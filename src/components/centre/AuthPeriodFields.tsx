// The authorisation period of an agent (unit or institution): start and end
// day pickers that refuse the days the server refuses (see lib/auth-period),
// with the reason in Chinese under the field.
import { Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { authEndProblem, authStartProblem, latestAuthEnd } from '../../lib/auth-period';
import { formatDay } from '../../lib/calendar-days';
import { DatePicker } from '../DatePicker';

export interface AuthPeriodValues {
  authStartDate?: Dayjs;
  authEndDate?: Dayjs;
}

export const dayOfPicker = (value: Dayjs | undefined): string => (value ? value.format('YYYY-MM-DD') : '');

export function AuthPeriodFields({ startFixed = false, today = formatDay(new Date()) }: { startFixed?: boolean; today?: string }) {
  const latest = latestAuthEnd(today);
  return (
    <>
      <Form.Item
        name="authStartDate"
        label="授权开始日期"
        required
        extra={startFixed ? '授权已开始，开始日期不可调整' : '不早于今天'}
        rules={[
          {
            validator: async (_, value: Dayjs | undefined) => {
              const problem = authStartProblem({ start: dayOfPicker(value), today, startFixed });
              if (problem) throw new Error(problem);
            },
          },
        ]}
      >
        <DatePicker
          style={{ width: '100%' }}
          disabled={startFixed}
          placeholder="请选择开始日期"
          disabledDate={(day) => dayOfPicker(day) < today}
        />
      </Form.Item>
      <Form.Item
        name="authEndDate"
        label="授权截止日期"
        required
        dependencies={['authStartDate']}
        extra={`最长三年，最晚 ${latest}`}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_, value: Dayjs | undefined) => {
              const start = dayOfPicker(getFieldValue('authStartDate') as Dayjs | undefined);
              const problem = authEndProblem({ start, end: dayOfPicker(value), today });
              if (problem) throw new Error(problem);
            },
          }),
        ]}
      >
        <DatePicker
          style={{ width: '100%' }}
          placeholder="请选择截止日期"
          disabledDate={(day) => dayOfPicker(day) < today || dayOfPicker(day) > latest}
        />
      </Form.Item>
    </>
  );
}
