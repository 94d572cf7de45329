// @vitest-environment jsdom
// The suggestion box as React 19 renders it: antd reads the `ref` of the field
// element it is given, which React 19 no longer carries (a console error).
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { FunctionSearchBox } from './FunctionSearchBox';

afterEach(cleanup);

it('renders the box with what was typed, focused, without a React warning', () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <MemoryRouter>
      <FunctionSearchBox text="社保卡" onText={() => {}} focused />
    </MemoryRouter>,
  );
  const field = screen.getByRole('combobox', { name: '搜索服务事项' });
  expect(field).toHaveValue('社保卡');
  expect(document.activeElement).toBe(field);
  expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
  errors.mockRestore();
});
