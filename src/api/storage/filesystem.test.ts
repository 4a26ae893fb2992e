import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesystemStorage } from './filesystem.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const folder = () => mkdtempSync(join(tmpdir(), 'storage-fs-'));

describe('the filesystem storage', () => {
  it('keeps each key at that path under its folder, as the site server serves it', async () => {
    const root = folder();
    const storage = filesystemStorage(root);
    await storage.put('uploads/products/a b ü.webp', bytes('img'), 'image/webp');
    expect(readFileSync(join(root, 'uploads/products/a b ü.webp'), 'utf8')).toBe('img');
    expect(await storage.get('uploads/products/a b ü.webp')).toMatchObject({ contentType: 'image/webp' });
    expect(await storage.exists('uploads/products/a b ü.webp')).toBe(true);
    // No temporary file is left beside it.
    expect(readdirSync(join(root, 'uploads/products'))).toEqual(['a b ü.webp']);
    await storage.delete('uploads/products/a b ü.webp');
    expect(await storage.exists('uploads/products/a b ü.webp')).toBe(false);
    expect(await storage.get('uploads/products/a b ü.webp')).toBeNull();
    await expect(storage.delete('uploads/products/a b ü.webp')).resolves.toBeUndefined();
    expect(storage.publicUrl('uploads/x.webp')).toBeNull();
  });

  it('writes private files readable by this user only, in a folder only it can open', async () => {
    const root = folder();
    const storage = filesystemStorage(root, 'private');
    await storage.put('returns/x.pdf', bytes('%PDF-'), 'application/pdf');
    expect(statSync(join(root, 'returns/x.pdf')).mode & 0o777).toBe(0o600);
    expect(statSync(join(root, 'returns')).mode & 0o777).toBe(0o700);
    expect((await storage.get('returns/x.pdf'))?.contentType).toBe('application/pdf');
  });

  it('never reaches outside its folder: such keys are refused on write and absent on read', async () => {
    const root = folder();
    const storage = filesystemStorage(join(root, 'inner'));
    await filesystemStorage(root).put('secret.txt', bytes('s'), 'text/plain');
    await expect(storage.put('../escape.txt', bytes('x'), 'text/plain')).rejects.toThrow(/Not a storage key/);
    expect(await storage.get('../secret.txt')).toBeNull();
    expect(await storage.exists('../secret.txt')).toBe(false);
    expect(await storage.exists('uploads')).toBe(false);
  });
});
