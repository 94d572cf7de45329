// @vitest-environment jsdom
// The portal's DatePicker brings dayjs's Chinese locale with it: weeks start on
// Monday and the days are named in Chinese, with nothing else registering it.
import { cleanup, render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { DatePicker } from './DatePicker';

describe('DatePicker', () => {
  afterEach(cleanup);

  it('names the days in Chinese, Monday first', () => {
    render(
      <ConfigProvider locale={zhCN}>
        <DatePicker open defaultPickerValue={dayjs('2026-11-25')} getPopupContainer={(node) => node.parentElement ?? document.body} />
      </ConfigProvider>,
    );
    const weekdays = [...document.querySelectorAll('.ant-picker-content thead th')].map((cell) => cell.textContent);
    expect(weekdays).toEqual(['一', '二', '三', '四', '五', '六', '日']);
  });
});
