/**
 * Draws the seed catalogue's images locally (no downloads): product pools per child category,
 * category tiles, brand logos and covers, blog images and the shop's editor image, as WebP.
 */
import pLimit from 'p-limit';
import sharp from 'sharp';
import { slugify } from '../../lib/format/text.ts';
import { PROMO_IMAGES } from '../../lib/pricing/promos.ts';
import { missingKeys } from '../storage/missing.ts';
import { asStorage, type StorageOrFolder } from '../storage/of-deps.ts';
import { blogSeeds } from './data/blogs.ts';
import { brandSeeds, categorySeeds } from './data/taxonomy.ts';
import { IMAGES_PER_CHILD, productImagePath } from './products.ts';
import { type Emblem, sceneSvg } from './scenes.ts';

/** The hero slides' drawings: a brake disc, a mountain track, a spanner. */
const HERO_EMBLEMS: Emblem[] = ['brakeDisc', 'mountain', 'spanner'];

interface Job {
  path: string;
  svg: string;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function productSvg(title: string, hue: number, variant: number): string {
  const shapes = [
    `<circle cx="400" cy="360" r="190" fill="none" stroke="hsl(${hue},45%,35%)" stroke-width="46"/><circle cx="400" cy="360" r="60" fill="hsl(${hue},45%,35%)"/>`,
    `<rect x="210" y="200" width="380" height="300" rx="40" fill="hsl(${hue},45%,38%)"/><rect x="260" y="250" width="280" height="60" rx="12" fill="hsl(${hue},60%,80%)"/>`,
    `<path d="M400 150 L610 520 L190 520 Z" fill="hsl(${hue},45%,36%)"/><circle cx="400" cy="420" r="55" fill="hsl(${hue},60%,82%)"/>`,
    `<path d="M400 160 L573 260 L573 460 L400 560 L227 460 L227 260 Z" fill="hsl(${hue},40%,40%)"/><circle cx="400" cy="360" r="80" fill="hsl(${hue},55%,85%)"/>`,
    `<rect x="290" y="170" width="220" height="380" rx="30" fill="hsl(${hue},45%,34%)"/><ellipse cx="400" cy="175" rx="110" ry="34" fill="hsl(${hue},55%,70%)"/><rect x="290" y="300" width="220" height="40" fill="hsl(${hue},60%,80%)"/>`,
    `<circle cx="400" cy="360" r="200" fill="hsl(${hue},35%,30%)"/><circle cx="400" cy="360" r="130" fill="hsl(${hue},50%,78%)"/><path d="M400 230 V490 M270 360 H530" stroke="hsl(${hue},35%,30%)" stroke-width="30"/>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},30%,97%)"/><stop offset="1" stop-color="hsl(${hue},35%,86%)"/></linearGradient></defs>
<rect width="800" height="800" fill="url(#g)"/>${shapes[variant % shapes.length]}
<text x="400" y="660" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" font-weight="bold" text-anchor="middle" fill="hsl(${hue},40%,22%)">${esc(title)}</text>
</svg>`;
}

function bannerSvg(width: number, height: number, title: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${hue},55%,25%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},55%,45%)"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<text x="${width / 2}" y="${height / 2}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${Math.round(height / 9)}" font-weight="bold" text-anchor="middle" dominant-baseline="middle" fill="#fff">${esc(title)}</text>
</svg>`;
}

function logoSvg(title: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200">
<rect width="400" height="200" fill="#fff"/><rect x="16" y="16" width="368" height="168" rx="18" fill="none" stroke="hsl(${hue},60%,35%)" stroke-width="6"/>
<text x="200" y="112" font-family="DejaVu Sans, Arial, sans-serif" font-size="48" font-weight="bold" text-anchor="middle" fill="hsl(${hue},60%,30%)">${esc(title)}</text>
</svg>`;
}

/** Every image the seed refers to, as SVG to render. */
export function seedImageJobs(): Job[] {
  const jobs: Job[] = [];
  for (const category of categorySeeds) {
    const slug = slugify(category.title);
    jobs.push({ path: `uploads/categories/${slug}.webp`, svg: productSvg(category.title, category.hue, 0) });
    for (const child of category.children) {
      for (let n = 1; n <= IMAGES_PER_CHILD; n++) {
        jobs.push({ path: productImagePath(child, n), svg: productSvg(child.title, category.hue, n - 1) });
      }
    }
  }
  brandSeeds.forEach((brand, i) => {
    const hue = (i * 37) % 360;
    jobs.push({ path: `uploads/brands/${brand.permalink}-logo.webp`, svg: logoSvg(brand.title, hue) });
    jobs.push({
      path: `uploads/brands/${brand.permalink}-cover.webp`,
      svg: bannerSvg(1600, 400, brand.title, hue),
    });
  });
  // Blog pictures are cropped to every card and banner width: word-less, the title is the page's text.
  blogSeeds.forEach((blog, i) => {
    const slug = slugify(blog.title);
    const scene = { hue: i * 50, emblem: blog.emblem, at: 'centre' } as const;
    jobs.push({ path: `uploads/blogs/${slug}.webp`, svg: sceneSvg({ ...scene, width: 1200, height: 630 }) });
    jobs.push({
      path: `uploads/blogs/${slug}-cover.webp`,
      svg: sceneSvg({ ...scene, width: 1600, height: 500, hue: i * 50 + 20 }),
    });
  });
  jobs.push({
    path: 'uploads/pages/shop-editor.webp',
    svg: bannerSvg(1200, 500, 'Parts for every Australian road', 210),
  });
  // Hero backdrops carry no text: the slide's title and call to action are HTML over them.
  HERO_EMBLEMS.forEach((emblem, i) => {
    jobs.push({
      path: `uploads/banners/hero-scene-${i + 1}.webp`,
      svg: sceneSvg({ width: 1600, height: 600, hue: i * 110, emblem, at: 'right' }),
    });
  });
  ['Filters for every service', 'Lighting that goes the distance'].forEach((title, i) => {
    jobs.push({
      path: `uploads/banners/banner-${i + 1}.webp`,
      svg: bannerSvg(800, 400, title, 30 + i * 140),
    });
  });
  // Promo backdrops carry no words: the promo's title (worded from the settings) is HTML over them.
  PROMO_IMAGES.forEach((path, i) => {
    jobs.push({ path, svg: bannerSvg(1200, 300, '', 200 + i * 60) });
  });
  return jobs;
}

/**
 * Renders the seed images into the public storage (a folder path means the filesystem storage
 * there), skipping those it already holds. Returns how many were drawn.
 */
export async function generateSeedImages(target: StorageOrFolder): Promise<number> {
  const storage = asStorage(target);
  const jobs = seedImageJobs();
  const absent = await missingKeys(
    storage,
    jobs.map((job) => job.path),
  );
  const todo = jobs.filter((job) => absent.has(job.path));
  await pLimit(4).map(todo, async (job) => {
    // Effort 2 of 6: half the time of the default 4 (4.7 s against 8.9 s for the 420 images, which a
    // new shop's first start waits for) for 3 % more bytes.
    const data = await sharp(Buffer.from(job.svg)).webp({ quality: 78, effort: 2 }).toBuffer();
    await storage.put(job.path, data, 'image/webp');
  });
  return todo.length;
}
