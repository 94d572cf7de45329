import { describe, expect, it } from 'vitest';
import { dispositionFileName } from './download';

describe('dispositionFileName', () => {
  it('prefers the UTF-8 name over the ASCII one', () => {
    const header = `attachment; filename="retire-application-TX2025042800123.pdf"; filename*=UTF-8''%E9%80%80%E4%BC%91%E7%94%B3%E8%AF%B7%E8%A1%A8-TX2025042800123.pdf`;
    expect(dispositionFileName(header)).toBe('退休申请表-TX2025042800123.pdf');
  });
  it('reads a plain, quoted or unquoted name, with semicolons inside quotes', () => {
    expect(dispositionFileName('attachment; filename="a; b.pdf"')).toBe('a; b.pdf');
    expect(dispositionFileName('attachment; filename=report.pdf')).toBe('report.pdf');
  });
  it('falls back to the plain name when the encoded one is broken', () => {
    expect(dispositionFileName(`attachment; filename="plain.pdf"; filename*=UTF-8''%E9%80`)).toBe('plain.pdf');
  });
  it('drops any path and names nothing when there is no name', () => {
    expect(dispositionFileName('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(dispositionFileName('attachment')).toBeUndefined();
    expect(dispositionFileName(null)).toBeUndefined();
  });
});
