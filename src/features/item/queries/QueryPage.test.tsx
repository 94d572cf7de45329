// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../../../components/feedback';
import type { Paging } from '../../../domain/paged-query/usePagedQuery';
import { idCardField, keywordField, personNameField, type FormValues } from './form/fields';
import { pagedQuery, type PagedQuery } from './query';
import { QueryPage } from './QueryPage';

type Row = { certNo: string; name: string };
type Values = { name: string; idCardNo: string };
type Answer = {
  data?: { appcode: string; msg: string; map: { total: number; pageNum: number; pageSize: number; list: Row[] } };
  error?: unknown;
};

afterEach(() => cleanup());
vi.setConfig({ testTimeout: 120_000 });

function typeInto(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function clickSearch() {
  fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
}

function holderQuery(search: (values: Values, paging: Paging) => Promise<Answer>) {
  return pagedQuery<Values, Row>({
    intro: '查询证书',
    empty: '未查询到证书',
    notes: ['请输入本人信息'],
    printTitle: '证书查询结果',
    fields: [personNameField, idCardField],
    captcha: false,
    rowKey: (row) => row.certNo,
    columns: [
      { title: '证书编号', text: (row) => row.certNo },
      { title: '姓名', text: (row) => row.name },
    ],
    search,
  });
}

function show<V extends FormValues, R extends object>(query: PagedQuery<V, R>) {
  render(
    <FeedbackProvider>
      <MemoryRouter>
        <QueryPage title="证书查询" query={query} />
      </MemoryRouter>
    </FeedbackProvider>,
  );
}

describe('QueryPage', () => {
  it('checks the name and the resident ID number before asking anything', async () => {
    const search = vi.fn<(values: Values, paging: Paging) => Promise<Answer>>();
    show(holderQuery(search));
    typeInto('姓名', 'W');
    typeInto('公民身份号码', '320102198807154212');
    clickSearch();
    expect(await screen.findByText('请输入 2 至 30 个汉字的真实姓名')).toBeInTheDocument();
    expect(await screen.findByText(/身份证号码不正确/)).toBeInTheDocument();
    expect(search).not.toHaveBeenCalled();
  });

  it('searches with what was typed, lists the rows and prints them through the print frame', async () => {
    const search = vi.fn(async (_values: Values, paging: Paging) => ({
      data: { appcode: '0', msg: '成功', map: { total: 1, ...paging, list: [{ certNo: 'ZX-0418', name: '王建国' }] } },
    }));
    show(holderQuery(search));
    typeInto('姓名', ' 王建国 ');
    typeInto('公民身份号码', '320102198807154211');
    clickSearch();
    expect(await screen.findByText('ZX-0418')).toBeInTheDocument();
    expect(search).toHaveBeenCalledWith({ name: '王建国', idCardNo: '320102198807154211' }, { pageNum: 1, pageSize: 10 });
    fireEvent.click(screen.getByRole('button', { name: /打印本页结果/ }));
    const frame = document.querySelector<HTMLIFrameElement>('iframe[title="打印"]');
    expect(frame?.srcdoc).toContain('ZX-0418');
  });

  it('keeps what the user typed when the call fails, and searches again on request', async () => {
    const search = vi.fn<(values: Values, paging: Paging) => Promise<Answer>>().mockResolvedValue({ error: { appcode: '500' } });
    show(holderQuery(search));
    typeInto('姓名', '王建国');
    typeInto('公民身份号码', '320102198807154211');
    clickSearch();
    expect(await screen.findByText('查询未完成')).toBeInTheDocument();
    expect(screen.getByLabelText('姓名')).toHaveValue('王建国');
    fireEvent.click(screen.getByRole('button', { name: '重新查询' }));
    await waitFor(() => expect(search).toHaveBeenCalledTimes(2));
  });

  it('asks for at least one condition when the query needs one', async () => {
    const search = vi.fn<(values: { unitName?: string }, paging: Paging) => Promise<Answer>>();
    show(
      pagedQuery<{ unitName?: string }, Row>({
        intro: '查询编制',
        empty: '未查询到单位',
        notes: [],
        printTitle: '编制查询结果',
        fields: [keywordField('unitName', '单位名称', '关键字', 2, 100)],
        atLeastOne: '请至少填写一个查询条件',
        captcha: false,
        rowKey: (row) => row.certNo,
        columns: [],
        search,
      }),
    );
    clickSearch();
    expect(await screen.findByText('请至少填写一个查询条件')).toBeInTheDocument();
    typeInto('单位名称', '人');
    clickSearch();
    expect(await screen.findByText('单位名称至少 2 个字')).toBeInTheDocument();
    expect(search).not.toHaveBeenCalled();
  });
});
