// @vitest-environment jsdom
// The header search's swap from the plain field to the suggestion box, whose code
// arrives when this test says: the focus goes to the box only if the field still
// had it then (a keyboard user who went on keeps their place).
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { FunctionSearch } from './FunctionSearch';

const boxCode = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release: () => release() };
});

// The box as the real one behaves on arrival: what was typed, and the focus when it is told the field had it.
vi.mock('./FunctionSearchBox', async () => {
  await boxCode.arrived;
  return {
    FunctionSearchBox: ({ text, focused }: { text: string; focused: boolean }) => (
      <input aria-label="搜索建议框" defaultValue={text} ref={(field) => void (focused && field?.focus())} />
    ),
  };
});

afterEach(cleanup);

it('keeps the plain field while the box loads, and leaves the focus where the keyboard went meanwhile', async () => {
  render(
    <MemoryRouter>
      <FunctionSearch />
      <button type="button">您好，王建国</button>
    </MemoryRouter>,
  );
  const field = screen.getByLabelText('搜索服务事项');
  field.focus();
  fireEvent.change(field, { target: { value: '社保卡' } });
  // Still the same field, focused, while the box's code is on its way.
  expect(screen.getByLabelText('搜索服务事项')).toBe(field);
  expect(document.activeElement).toBe(field);

  const next = screen.getByRole('button', { name: '您好，王建国' });
  next.focus();
  await act(async () => {
    boxCode.release();
    await boxCode.arrived;
  });

  const box = await screen.findByLabelText('搜索建议框');
  expect(box).toHaveValue('社保卡');
  expect(screen.queryByLabelText('搜索服务事项')).toBeNull();
  expect(document.activeElement).toBe(next);
});
