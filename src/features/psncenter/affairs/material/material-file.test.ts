import { describe, expect, it } from 'vitest';
import { checkMaterialFile, MAX_BASE64_LENGTH, MAX_FILE_BYTES, toBase64 } from './material-file';

describe('checkMaterialFile', () => {
  it('accepts PDF, JPG and PNG and lower-cases the extension', () => {
    expect(checkMaterialFile({ name: '毕业证书.PDF', size: 1000 })).toEqual({
      ok: true,
      file: { fileName: '毕业证书.pdf', fileType: 'pdf' },
    });
    expect(checkMaterialFile({ name: 'photo.jpeg', size: 1000 })).toEqual({ ok: true, file: { fileName: 'photo.jpeg', fileType: 'jpg' } });
  });

  it('refuses other formats, empty files and files without a name', () => {
    expect(checkMaterialFile({ name: 'resume.docx', size: 1000 })).toMatchObject({ ok: false, problem: '仅支持 PDF、JPG、PNG 格式的文件' });
    expect(checkMaterialFile({ name: '.png', size: 1000 }).ok).toBe(false);
    expect(checkMaterialFile({ name: 'a.png', size: 0 })).toMatchObject({ ok: false, problem: '文件内容为空，请重新选择' });
  });

  it('keeps the base64 body within the 1 MB limit', () => {
    expect(Math.ceil(MAX_FILE_BYTES / 3) * 4).toBeLessThanOrEqual(MAX_BASE64_LENGTH);
    expect(checkMaterialFile({ name: 'a.pdf', size: MAX_FILE_BYTES }).ok).toBe(true);
    expect(checkMaterialFile({ name: 'a.pdf', size: MAX_FILE_BYTES + 1 })).toMatchObject({
      ok: false,
      problem: expect.stringContaining('732 KB'),
    });
  });

  it('refuses names the service cannot store', () => {
    expect(checkMaterialFile({ name: 'a|b.pdf', size: 10 }).ok).toBe(false);
    expect(checkMaterialFile({ name: `${'长'.repeat(97)}.pdf`, size: 10 }).ok).toBe(false);
  });
});

describe('toBase64', () => {
  it('encodes bytes without a data-URL prefix', () => {
    expect(toBase64(new TextEncoder().encode('%PDF-1.7'))).toBe('JVBERi0xLjc=');
  });

  it('encodes files larger than one chunk', () => {
    const bytes = new Uint8Array(100_000).fill(65);
    expect(atob(toBase64(bytes))).toHaveLength(100_000);
  });
});
