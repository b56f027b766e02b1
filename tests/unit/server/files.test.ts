import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { minimalPdf } from '../../../src/server/db/seed/minimal-pdf.ts';
import { contentDisposition } from '../../../src/server/platform/files/content-disposition.ts';
import { acceptedType, cleanFileName } from '../../../src/server/platform/files/file-kinds.ts';
import { localStorage } from '../../../src/server/platform/files/local-storage.ts';

describe('file kinds', () => {
  it('recognises the seed PDF by content and refuses other content', async () => {
    expect(await acceptedType(minimalPdf(['Hello (world)']), ['pdf'])).toBe('application/pdf');
    expect(await acceptedType(minimalPdf(['x']), ['jpeg'])).toBeUndefined();
    expect(await acceptedType(Buffer.from('plain text'), ['pdf'])).toBeUndefined();
  });

  it('keeps only the base name of an uploaded file', () => {
    expect(cleanFileName('C:\\Users\\x\\report.pdf')).toBe('report.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b.pdf')).toBe('ab.pdf');
    expect(cleanFileName(undefined)).toBe('file');
  });

  it('writes Content-Disposition with an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('تقرير "1".pdf')).toBe(
      `attachment; filename="_____ _1_.pdf"; filename*=UTF-8''%D8%AA%D9%82%D8%B1%D9%8A%D8%B1%20%221%22.pdf`,
    );
  });
});

describe('local file storage', () => {
  it('lists what it stores with when it was written, not a write under way, and nothing in an empty folder', async () => {
    const root = mkdtempSync(join(tmpdir(), 'local-storage-'));
    const storage = localStorage(join(root, 'files'));
    const listed = async () => {
      const keys: string[] = [];
      for await (const entry of storage.list()) {
        expect(entry.writtenAt).toBeInstanceOf(Date);
        keys.push(entry.key);
      }
      return keys.sort();
    };
    expect(await listed()).toEqual([]);
    await storage.put('abcdefgh1234', Buffer.from('one'));
    await storage.put('zyxwvuts9876', Buffer.from('two'));
    writeFileSync(join(root, 'files', 'ab', 'abcdefgh5678.part'), 'half');
    expect(await listed()).toEqual(['abcdefgh1234', 'zyxwvuts9876']);
    await storage.delete('abcdefgh1234');
    expect(await listed()).toEqual(['zyxwvuts9876']);
  });
});
