import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './content-disposition';

describe('fileNameFromDisposition', () => {
  it('reads quoted, bare and RFC 6266 extended names', () => {
    expect(fileNameFromDisposition('attachment; filename="consumer_report_MARGARET_ELLISON.pdf"')).toBe('consumer_report_MARGARET_ELLISON.pdf');
    expect(fileNameFromDisposition('attachment; filename=oneview_report.pdf')).toBe('oneview_report.pdf');
    expect(fileNameFromDisposition("attachment; filename=\"x.pdf\"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf")).toBe('résumé.pdf');
  });

  it('gives undefined without a name and never keeps a path', () => {
    expect(fileNameFromDisposition(null)).toBeUndefined();
    expect(fileNameFromDisposition('attachment')).toBeUndefined();
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('.._.._etc_passwd');
  });
});
