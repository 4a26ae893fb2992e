import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptyTrash, setAside } from './trash.ts';

describe('bench trash', () => {
  it('moves a folder aside whole, leaves the name free, and removes it only when emptied', async () => {
    const root = await mkdtemp(join(tmpdir(), 'bench-trash-'));
    const trash = join(root, '.trash');
    const site = join(root, '10k');
    await mkdir(join(site, 'dist'), { recursive: true });
    await writeFile(join(site, 'dist', 'index.html'), 'old');
    await setAside(site, trash);
    await setAside(join(root, 'never-made'), trash);
    await expect(readdir(root)).resolves.toEqual(['.trash']);
    const [moved] = await readdir(trash);
    expect(await readFile(join(trash, moved!, 'dist', 'index.html'), 'utf8')).toBe('old');
    // The same name again (a second run of a tier) gets a place of its own.
    await mkdir(site);
    await setAside(site, trash);
    expect(await readdir(trash)).toHaveLength(2);
    await emptyTrash(trash);
    await expect(readdir(root)).resolves.toEqual([]);
  });
});
