// @vitest-environment jsdom
// How /task chooses: a portal service by function id (public or not), else a
// case after logging in; a link without a function leads to the catalogue, one
// with a malformed function id is explained.
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../../stores/session';
import * as registry from '../benefits/registry';
import * as caseFlow from './CaseFlowView';
import { TaskPage } from './TaskPage';

// Stand-ins that say which one /task chose.
beforeEach(() => {
  vi.spyOn(registry, 'benefitServiceFor').mockImplementation((funcId: string) =>
    funcId === 'F2199'
      ? { key: 'verify-cert', title: '打印证明验真', Screen: ({ funcId: id }: { funcId: string }) => <p>服务 {id}</p> }
      : undefined,
  );
  vi.spyOn(caseFlow, 'CaseFlowView').mockImplementation(({ funcId }: { funcId: string }) => <p>办件 {funcId}</p>);
});

function WhereAmI() {
  const location = useLocation();
  return <p>登录页 {location.search}</p>;
}

function open(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/task" element={<TaskPage />} />
        <Route path="/login" element={<WhereAmI />} />
        <Route path="/tobusiness" element={<p>业务办理目录</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  endSession();
  vi.restoreAllMocks();
});

describe('/task', () => {
  it("opens the portal's own service, also for a visitor when the service allows it", () => {
    open('/task?funcId=F2199');
    expect(screen.getByText('服务 F2199')).toBeTruthy();
  });

  it('sends a visitor to log in and back before a case', () => {
    open('/task?funcId=F3001');
    expect(screen.getByText(`登录页 ?redirect=${encodeURIComponent('/task?funcId=F3001')}`)).toBeTruthy();
  });

  it('starts the case flow for a logged-in user', () => {
    startSession('mock-person-token');
    open('/task?funcId=F3001');
    expect(screen.getByText('办件 F3001')).toBeTruthy();
  });

  it('explains a malformed function id and offers the catalogue', () => {
    startSession('mock-person-token');
    open('/task?funcId=F3001%3Cscript%3E');
    expect(screen.getByText('办理事项编号有误')).toBeTruthy();
    expect(screen.getByRole('link', { name: '选择办理事项' }).getAttribute('href')).toBe('/tobusiness');
  });

  it.each(['/task', '/task?funcId='])('leads %s, without a function, to the catalogue of business items', (url) => {
    open(url);
    expect(screen.getByText('业务办理目录')).toBeTruthy();
  });
});
