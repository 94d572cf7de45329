// @vitest-environment jsdom
// The agents table keeps the agents chosen on earlier pages when a row of a
// later page is ticked, also when the table is drawn anew for each page (as
// the screens do while the next page loads).
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AgentsTable, chosenAgents, type ListedAgent } from './AgentsTable';

const PAGE_SIZE = 10;
const AGENTS: ListedAgent[] = Array.from({ length: 12 }, (_, index) => ({
  agentId: `A${index + 1}`,
  name: `经办人${index + 1}`,
  idCardMasked: '3201**********0017',
  cellphoneMasked: '138****1234',
  authStartDate: '2026-03-15',
  authEndDate: '2027-03-14',
  authStatus: 'valid',
}));

function Harness() {
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<ListedAgent[]>([]);
  return (
    <>
      <AgentsTable
        key={page}
        agents={AGENTS.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
        total={AGENTS.length}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        grantsColumn={{ title: '授权功能', key: 'grants', render: () => '1 项' }}
        actions={() => null}
        actionsWidth={100}
        chosen={{ agents: chosen, onChange: setChosen }}
      />
      <output aria-label="已选择">{chosen.map((agent) => agent.name).join('、')}</output>
    </>
  );
}

const tick = (name: string) => fireEvent.click(within(screen.getByRole('row', { name: new RegExp(`${name}\\b`) })).getByRole('checkbox'));

afterEach(cleanup);

describe('AgentsTable', () => {
  it('keeps the choices of page 1 when a row of page 2 is ticked', () => {
    render(<Harness />);
    tick('经办人1');
    tick('经办人2');
    fireEvent.click(screen.getByTitle('2'));
    tick('经办人11');
    expect(screen.getByRole('status', { name: '已选择' })).toHaveTextContent('经办人1、经办人2、经办人11');
    fireEvent.click(screen.getByTitle('1'));
    expect(within(screen.getByRole('row', { name: /经办人1\b/ })).getByRole('checkbox')).toBeChecked();
  });

  it('takes the agents antd no longer has rows for from the earlier choice', () => {
    const [first, second] = AGENTS as [ListedAgent, ListedAgent];
    expect(chosenAgents(['A1', 'A2'], [undefined, second], [first]).map((agent) => agent.agentId)).toEqual(['A1', 'A2']);
    expect(chosenAgents(['A2'], [second], [first, second]).map((agent) => agent.agentId)).toEqual(['A2']);
  });
});
