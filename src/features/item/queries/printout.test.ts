// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { pagedPrintout } from './paged-printout';
import { printoutHtml } from './printout';
import { skillLevelQuery } from './routes/certificates';
import { materialQuery } from './routes/material';

const CERT = {
  certNo: 'Y000032010003263000529',
  name: '王建国',
  idCardMasked: '3201**********4211',
  occupationName: '网络与信息安全管理员',
  level: '3' as const,
  evaluationOrg: '南京市高级技工学校',
  skillScore: 88,
  issueDate: '2026-03-20',
};

function parsed(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('printouts of query results', () => {
  it('prints the title, the conditions without the ID number, every column and the count', () => {
    const printout = pagedPrintout(
      skillLevelQuery,
      { name: '王建国', idCardNo: '320102198807154211' },
      { total: 1, pageNum: 1, pageSize: 10, list: [CERT] },
    );
    const doc = parsed(printoutHtml(printout, new Date(2026, 10, 22, 9, 30)));
    expect(doc.title).toBe('职业技能等级证书查询结果');
    expect(doc.querySelector('.conditions')?.textContent).toBe('姓名：王建国');
    expect(doc.body.textContent).not.toContain('320102198807154211');
    const headers = [...doc.querySelectorAll('th')].map((cell) => cell.textContent);
    expect(headers).toEqual([
      '证书编号',
      '姓名',
      '证件号码',
      '职业（工种）',
      '等级',
      '评价机构',
      '理论知识成绩',
      '操作技能成绩',
      '发证日期',
    ]);
    const cells = [...doc.querySelectorAll('tbody td')].map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Y000032010003263000529',
      '王建国',
      '3201**********4211',
      '网络与信息安全管理员',
      '三级/高级工',
      '南京市高级技工学校',
      '免考',
      '88',
      '2026-03-20',
    ]);
    expect(doc.body.textContent).toContain('共 1 条');
    expect(doc.body.textContent).toContain('打印时间：2026-11-22 09:30');
  });

  it('says which rows of how many a later page holds', () => {
    const list = Array.from({ length: 6 }, (_, index) => ({ ...CERT, certNo: `Y${index}` }));
    expect(pagedPrintout(skillLevelQuery, {}, { total: 26, pageNum: 3, pageSize: 10, list }).summary).toBe('共 26 条，本页为第 21–26 条');
  });

  it('prints each matter with its materials, and values only as text', () => {
    const matter = {
      matterCode: '11320100MB1804339U4000118003',
      matterName: '失业保险金申领<script>alert(1)</script>',
      department: '南京市就业服务中心',
      materials: [{ materialName: '居民身份证', required: true, form: '1' as const, copies: 1, remark: '' }],
    };
    const doc = parsed(printoutHtml(pagedPrintout(materialQuery, {}, { total: 1, pageNum: 1, pageSize: 10, list: [matter] })));
    expect(doc.querySelector('script')).toBeNull();
    expect(doc.querySelector('h2')?.textContent).toBe(
      '失业保险金申领<script>alert(1)</script>（实施机构：南京市就业服务中心；事项编码：11320100MB1804339U4000118003）',
    );
    expect([...doc.querySelectorAll('tbody td')].map((cell) => cell.textContent)).toEqual(['居民身份证', '必须', '原件', '1', '—']);
  });
});
