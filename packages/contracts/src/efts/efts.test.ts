import { describe, expect, it } from 'vitest';
import { contentMismatch, eftsFileNameProblem, eftsPartCount, eftsPartSize, eftsSystemCode, eftsSystemLabels, formatFileSize, sniffContent } from '../index.js';

describe('file-transfer rules', () => {
  it('labels systems from one table, cdms twice, and maps labels back to codes', () => {
    expect(eftsSystemLabels('Lost_Sale')).toEqual(['LostSale']);
    expect(eftsSystemLabels('tlck_collection')).toEqual(['TeleCheck Collection Placement']);
    expect(eftsSystemLabels('cdms')).toEqual(['Consumer Data', 'Commercial Data']);
    expect(eftsSystemLabels('Schaumburg')).toEqual(['Schaumburg']);
    for (const label of ['Consumer Data', 'Commercial Data', 'CDMS Reporting']) expect(eftsSystemCode(label)).toBe('cdms');
    expect(eftsSystemCode('CDMS Reporting Downloads')).toBe('ereport');
    expect(eftsSystemCode('NTDE-MV')).toBe('NTDE');
    expect(eftsSystemCode('nexgen')).toBe('nexgen');
  });

  it('refuses names with folders, .., control characters or 1,000 characters', () => {
    expect(eftsFileNameProblem('placements 2026-11.csv')).toBeUndefined();
    for (const bad of ['', 'a/b', 'a\\b', '..', 'x..y', 'tab\there', 'x'.repeat(1000), ' lead.csv']) expect(eftsFileNameProblem(bad), bad).toBeDefined();
  });

  it('tells content from its first bytes and refuses a mismatch with the declared type', () => {
    expect(sniffContent(new TextEncoder().encode('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffContent(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0]))).toBe('zip');
    expect(sniffContent(Uint8Array.from([0x1f, 0x8b, 8]))).toBe('gzip');
    expect(sniffContent(new TextEncoder().encode('a,b\n1,2\n'))).toBe('text');
    expect(sniffContent(new TextEncoder().encode('café').subarray(0, 4))).toBe('text');
    expect(sniffContent(Uint8Array.from([0, 1, 2, 0xff]))).toBe('binary');
    expect(contentMismatch('text/csv', 'text')).toBeUndefined();
    expect(contentMismatch('application/pdf', 'text')).toMatch(/declared application\/pdf/);
    expect(contentMismatch('application/octet-stream', 'binary')).toBeUndefined();
  });

  it('cuts a file in parts and formats sizes', () => {
    expect(eftsPartCount(0, 8)).toBe(1);
    expect(eftsPartCount(17, 8)).toBe(3);
    expect([1, 2, 3].map((n) => eftsPartSize(17, 8, n))).toEqual([8, 8, 1]);
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(328_704)).toBe('321.0 KB');
    expect(formatFileSize(1024 ** 3)).toBe('1.00 GB');
  });
});
