// @vitest-environment jsdom
// A card's title is a heading a screen reader lists: h3 unless the card says
// otherwise, and none when there is no title.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { Panel } from './Panel';

afterEach(cleanup);

it('titles the card with a heading, level 3 unless told', () => {
  render(
    <>
      <Panel title="查询条件">…</Panel>
      <Panel title="用户注册" headingLevel={1} extra={<a href="#login">已有账号？去登录</a>}>
        …
      </Panel>
    </>,
  );
  expect(screen.getByRole('heading', { name: '查询条件', level: 3 })).toBeInTheDocument();
  // The extra beside the title is not part of the heading.
  expect(screen.getByRole('heading', { name: '用户注册', level: 1 })).toBeInTheDocument();
});

it('has no heading without a title', () => {
  render(<Panel>内容</Panel>);
  expect(screen.queryByRole('heading')).toBeNull();
});
