/**
 * Draws the seed catalogue's images locally (no downloads): product pools per child category,
 * category tiles, brand logos and covers, blog images and the shop's editor image, as WebP.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { slugify } from '../../lib/text.ts';
import { blogSeeds } from './data/blogs.ts';
import { brandSeeds, categorySeeds } from './data/taxonomy.ts';
import { IMAGES_PER_CHILD, productImagePath } from './products.ts';

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
  blogSeeds.forEach((blog, i) => {
    const slug = slugify(blog.title);
    const short = blog.title.length > 38 ? `${blog.title.slice(0, 36)}…` : blog.title;
    jobs.push({ path: `uploads/blogs/${slug}.webp`, svg: bannerSvg(1200, 630, short, i * 50) });
    jobs.push({ path: `uploads/blogs/${slug}-cover.webp`, svg: bannerSvg(1600, 500, short, i * 50 + 20) });
  });
  jobs.push({
    path: 'uploads/pages/shop-editor.webp',
    svg: bannerSvg(1200, 500, 'Parts for every Australian road', 210),
  });
  const hero = ['Brakes that stop on every road', 'Get outback ready', 'Tools for the home workshop'];
  hero.forEach((title, i) => {
    jobs.push({ path: `uploads/banners/hero-${i + 1}.webp`, svg: bannerSvg(1600, 600, title, i * 110) });
  });
  ['Filters for every service', 'Lighting that goes the distance'].forEach((title, i) => {
    jobs.push({
      path: `uploads/banners/banner-${i + 1}.webp`,
      svg: bannerSvg(800, 400, title, 30 + i * 140),
    });
  });
  ['Members save on every order', 'Free delivery Australia-wide'].forEach((title, i) => {
    jobs.push({
      path: `uploads/banners/promo-${i + 1}.webp`,
      svg: bannerSvg(1200, 300, title, 200 + i * 60),
    });
  });
  return jobs;
}

/** Renders the seed images into `storageDir`, skipping files that already exist. Returns how many were drawn. */
export async function generateSeedImages(storageDir: string): Promise<number> {
  const todo = seedImageJobs().filter((job) => !existsSync(join(storageDir, job.path)));
  const dirs = new Set(todo.map((job) => dirname(join(storageDir, job.path))));
  await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const job = todo[next++]!;
      const data = await sharp(Buffer.from(job.svg)).webp({ quality: 78 }).toBuffer();
      await writeFile(join(storageDir, job.path), data);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return todo.length;
}
