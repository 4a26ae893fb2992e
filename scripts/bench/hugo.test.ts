import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { astroRoute, floorProduct } from './floor.ts';
import { hugoPage, hugoVersion, measureHugo, writeHugoSite } from './hugo.ts';

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'bench-hugo-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe('the Hugo floor', () => {
  it("writes one content file per product with the Astro floor's title, price and paragraph", async () => {
    const dir = await tempDir();
    await writeHugoSite(join(dir, 'site'), 1203);
    const pages = await readdir(join(dir, 'site/content/product'));
    expect(pages).toHaveLength(1203);
    expect(await readFile(join(dir, 'site', hugoPage(1202).path), 'utf8')).toBe(
      '---\ntitle: "Brake pad set 1203"\nprice: "$196.38"\n---\n' +
        'Ceramic brake pads, part number BP-101202, for front axles. Low dust, quiet, and rated for daily driving and towing.\n',
    );
    expect(await readdir(join(dir, 'site/static'))).toEqual(['part.svg']);
  });

  it("builds its pages from the same products as the Astro floor's route, which carries the function itself", () => {
    const route = astroRoute(10_000);
    expect(route).toContain(`const floorProduct = ${floorProduct.toString()};`);
    expect(route).toContain('length: 10000');
    // The function the route carries makes what Hugo's pages are written from.
    const carried = new Function(`return ${floorProduct.toString()}`)() as typeof floorProduct;
    expect(carried(41)).toEqual(floorProduct(41));
    expect(hugoPage(41).text).toContain(`title: "${floorProduct(41).title}"`);
  });

  it('says hugo is missing instead of failing, with the command that installs it', async () => {
    expect(await hugoVersion('hugo-not-installed-here')).toBeNull();
  });

  // Where hugo is installed (Debian's package) a real build; where not, the floor's answer without it.
  it('builds and indexes the pages with hugo and Pagefind, or reports the floor not measured without hugo', async () => {
    const dir = await tempDir();
    const figures = await measureHugo(40, join(dir, 'floor-hugo'));
    if ((await hugoVersion()) === null) {
      expect(figures).toEqual({ notMeasured: 'hugo is not installed (apt-get install -y hugo)' });
      return;
    }
    if ('notMeasured' in figures) throw new Error(figures.notMeasured);
    expect(figures).toMatchObject({ products: 40, pages: 40, pagefindPages: 40 });
    expect(figures.version).toMatch(/^hugo v\d+\.\d+/);
    expect(figures.seconds).toBeCloseTo(figures.hugoSeconds + figures.pagefindSeconds, 5);
    const html = await readFile(join(dir, 'floor-hugo/public/product/part-7/index.html'), 'utf8');
    expect(html).toContain('<h1>Brake pad set 7</h1>');
    expect(html).toContain(`<p class="price">${floorProduct(6).price}</p>`);
    expect(html).toContain('<img src="/part.svg" alt="Brake pad set 7" width="400" height="300" />');
    expect(html).toContain('<p>Ceramic brake pads, part number BP-100006,');
  });
});
