import { expect, it } from 'vitest';
import { licencePrintHtml } from './licencePrint';

it('prints the whole face of the licence with every value escaped', () => {
  const html = licencePrintHtml({
    licenseId: 'LIC1',
    licenseType: 'skillLevelCert',
    licenseName: '职业技能等级证书（电工）',
    holderName: '王建国',
    holderIdCardNo: '3201**********4211',
    licenseNo: 'S0000320100032110',
    issuingAuthority: '南京技师学院',
    issueDate: '2021-07-08',
    validUntil: '长期',
    state: 'valid',
    surfaceItems: [{ label: '职业（工种）', value: '电工<script>' }],
  });
  expect(html).toContain('<title>职业技能等级证书（电工）</title>');
  expect(html).toContain('<th>公民身份号码</th><td>3201**********4211</td>');
  expect(html).toContain('<th>证照类别</th><td>职业技能等级证书</td>');
  expect(html).toContain('<th>状态</th><td>有效</td>');
  expect(html).toContain('<td>电工&lt;script&gt;</td>');
  expect(html).not.toContain('<script>');
});
