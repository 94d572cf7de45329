// @vitest-environment jsdom
import { LockOutlined } from '@ant-design/icons';
import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { TooltipOnHover } from './TooltipOnHover';

it("shows antd's tooltip once the pointer comes over the child (mounted only then)", async () => {
  render(
    <TooltipOnHover title="需登录后办理">
      <LockOutlined aria-label="需登录" />
    </TooltipOnHover>,
  );
  const icon = screen.getByLabelText('需登录');
  expect(document.querySelector('.ant-tooltip')).toBeNull();

  fireEvent.pointerEnter(icon);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('需登录后办理');
  // The child is still the one the page had, with its name.
  expect(screen.getByLabelText('需登录')).toBeInTheDocument();
});
