import { describe, expect, it } from 'vitest';
import { missingRequired, toBase64, uploadHint, uploadLimitBytes, uploadProblem, type CaseMaterial } from './upload';

const material = (overrides: Partial<CaseMaterial> = {}): CaseMaterial => ({
  materialCode: 'M0201',
  materialName: '解除或终止劳动合同证明',
  required: true,
  acceptTypes: ['pdf', 'jpg', 'png'],
  maxSizeKb: 2048,
  files: [],
  ...overrides,
});

describe('upload checks', () => {
  it("caps the size at the material's limit and at what fits the 1 MB request", () => {
    expect(uploadLimitBytes(material({ maxSizeKb: 512 }))).toBe(512 * 1024);
    expect(uploadLimitBytes(material({ maxSizeKb: 2048 }))).toBe(750_000);
    expect(uploadHint(material({ acceptTypes: ['pdf', 'jpg'], maxSizeKb: 512 }))).toBe('PDF、JPG 格式，单个文件不超过 512 KB');
  });

  it('accepts an allowed type within the limit, whatever the case of the extension', () => {
    expect(uploadProblem({ name: '解除劳动合同证明.PDF', size: 498_112 }, material())).toBeUndefined();
  });

  it('refuses other types, odd names, empty and oversized files, saying why', () => {
    expect(uploadProblem({ name: '证明.jpeg', size: 10 }, material())).toMatch(/^请上传 PDF、JPG、PNG 格式/);
    expect(uploadProblem({ name: '证明', size: 10 }, material({ acceptTypes: ['pdf'] }))).toMatch(/PDF 格式/);
    expect(uploadProblem({ name: 'a|b.pdf', size: 10 }, material())).toMatch(/文件名不能包含/);
    expect(uploadProblem({ name: `${'证'.repeat(97)}.pdf`, size: 10 }, material())).toBe('文件名不能超过 100 个字符，请重命名后上传');
    expect(uploadProblem({ name: '.pdf', size: 10 }, material())).toMatch(/^请上传/);
    expect(uploadProblem({ name: '证明材料.pdf', size: 0 }, material())).toBe('文件内容为空，请重新选择');
    expect(uploadProblem({ name: '证明材料.pdf', size: 513 * 1024 }, material({ maxSizeKb: 512 }))).toBe(
      '文件大小超过 512 KB，请压缩后上传',
    );
    expect(uploadProblem({ name: '证明材料.pdf', size: 750_001 }, material())).toBe('文件大小超过 732 KB，请压缩后上传');
  });

  it('encodes bytes as plain base64, also beyond one chunk', () => {
    expect(toBase64(new TextEncoder().encode('%PDF-1.7'))).toBe('JVBERi0xLjc=');
    const large = new Uint8Array(100_000).map((_, index) => index % 256);
    expect(toBase64(large)).toBe(Buffer.from(large).toString('base64'));
  });

  it('lists the required materials without a file', () => {
    const file = { fileId: 'F1', fileName: 'a.pdf', fileSize: 1, fileUrl: 'https://x', uploadTime: '2026-11-22 10:24:51' };
    const list = [material(), material({ materialCode: 'M2', files: [file] }), material({ materialCode: 'M3', required: false })];
    expect(missingRequired(list).map((entry) => entry.materialCode)).toEqual(['M0201']);
  });
});
