import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { documentFileSlug, LocalDocumentStore, sniffDocumentType, strippedImage } from './document-files.js';

/** The first bytes and part names of an Office Open XML package (a zip), enough to be judged by. */
function officePackage(part: string): Buffer {
  return Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.alloc(26), Buffer.from(`[Content_Types].xml...${part}...`, 'latin1')]);
}

describe('document files', () => {
  it('judges the type by the content alone', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#08f' } }).jpeg().toBuffer();
    expect(sniffDocumentType(Buffer.from('%PDF-1.7\n...'))?.type).toBe('application/pdf');
    expect(sniffDocumentType(officePackage('word/document.xml'))?.extension).toBe('docx');
    expect(sniffDocumentType(officePackage('xl/workbook.xml'))?.extension).toBe('xlsx');
    expect(sniffDocumentType(officePackage('ppt/presentation.xml'))?.extension).toBe('pptx');
    expect(sniffDocumentType(jpeg)).toMatchObject({ type: 'image/jpeg', image: true });
    for (const refused of ['<!doctype html><script>alert(1)</script>', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'GIF89a', 'plain text', ' %PDF-1.4']) {
      expect({ refused, type: sniffDocumentType(Buffer.from(refused)) }).toEqual({ refused, type: null });
    }
    // A zip that is no Office document (an archive, an OpenDocument file) is refused.
    expect(sniffDocumentType(Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.from('mimetypeapplication/zip')]))).toBeNull();
  });

  it('stores an image document without its metadata, upright', async () => {
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c00' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 50/1 0/1' } })
      .toBuffer();
    const stored = await strippedImage(photo, sniffDocumentType(photo)!, 1_000_000);
    const metadata = await sharp(stored).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height, exif: metadata.exif, orientation: metadata.orientation }).toEqual({ format: 'jpeg', width: 20, height: 40, exif: undefined, orientation: undefined });
    await expect(strippedImage(photo, sniffDocumentType(photo)!, 100)).rejects.toMatchObject({ code: 'payload-too-large' });
    await expect(strippedImage(photo.subarray(0, 100), sniffDocumentType(photo)!, 1_000_000)).rejects.toMatchObject({ code: 'invalid-input' });
  });

  it('names the file in its URL by letters, digits and hyphens, with the extension of its type', () => {
    expect(documentFileSlug('EPC Certificaat (1).PDF', 'pdf')).toBe('epc-certificaat-1.pdf');
    expect(documentFileSlug('Plan rez-de-chaussée.pdf', 'pdf')).toBe('plan-rez-de-chaussee.pdf');
    expect(documentFileSlug('../../etc/passwd', 'pdf')).toBe('etc-passwd.pdf');
    expect(documentFileSlug('brochure.html', 'pdf')).toBe('brochure.pdf');
    expect(documentFileSlug('', 'docx')).toBe('document.docx');
    expect(documentFileSlug('x'.repeat(300), 'pdf')).toBe(`${'x'.repeat(80)}.pdf`);
  });

  describe('the local store', () => {
    let dir: string;
    let store: LocalDocumentStore;
    const hash = (c: string) => c.repeat(64);

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'document-store-'));
      store = new LocalDocumentStore(dir);
    });
    afterAll(() => rm(dir, { recursive: true, force: true }));

    it('keeps a content once under its hash, and sweeps the old ones nothing names', async () => {
      await store.put(hash('a'), Buffer.from('first'));
      await store.put(hash('a'), Buffer.from('first'));
      await store.put(hash('b'), Buffer.from('second'));
      expect((await store.read(hash('a')))?.toString()).toBe('first');
      expect(await store.read(hash('c'))).toBeNull();
      expect(await readdir(join(dir, 'documents', 'aa'))).toEqual([hash('a')]);
      // Young contents stay whatever names them; old ones go unless named.
      expect(await store.sweep(new Set(), 60_000)).toBe(0);
      const old = new Date(Date.now() - 3_600_000);
      for (const c of ['a', 'b']) await utimes(join(dir, 'documents', c + c, hash(c)), old, old);
      expect(await store.sweep(new Set([hash('a')]), 60_000)).toBe(1);
      expect(await store.read(hash('b'))).toBeNull();
      expect((await store.read(hash('a')))?.toString()).toBe('first');
      await expect(store.read('../../x')).rejects.toThrow(/Not a content hash/);
    });
  });
});
