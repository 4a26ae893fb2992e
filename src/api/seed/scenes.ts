/**
 * Word-less seed pictures: a road running into hills under a sky, with a line drawing of the subject.
 * Pages crop them to any width (hero slides, blog cards and banners), so they carry no text to cut:
 * the words are HTML beside or over them.
 */

/** Line drawings (centred on 0,0, about 200 units across) of what a picture is about. */
export const EMBLEMS = {
  brakeDisc:
    '<circle r="70"/><circle r="22"/><circle cx="0" cy="-46" r="5"/><circle cx="44" cy="14" r="5"/><circle cx="-44" cy="14" r="5"/>',
  mountain: '<path d="M-90 60 L-30 -40 L0 0 L40 -70 L100 60Z"/>',
  spanner: '<path d="M-70 70 L30 -30"/><path d="M30 -30 a40 40 0 1 1 40 40 l-20 -20 v-30 h-30z"/>',
  oilDrop:
    '<path d="M0 -80 C30 -30 55 0 55 30 a55 55 0 0 1 -110 0 C-55 0 -30 -30 0 -80Z"/><path d="M-25 35 a25 25 0 0 0 25 25"/>',
  battery:
    '<rect x="-80" y="-45" width="160" height="100" rx="10"/><path d="M-55 -45 v-18 h30 v18 M25 -45 v-18 h30 v18 M-55 5 h30 M25 5 h30 M40 -10 v30"/>',
  torqueWrench:
    '<path d="M-85 75 L40 -50"/><path d="M-85 75 L-55 45" stroke-width="30"/><circle cx="58" cy="-68" r="26"/><rect x="50" y="-76" width="16" height="16"/>',
  snowflake:
    '<path d="M0 -80 V80 M-69 -40 L69 40 M-69 40 L69 -40 M-18 -62 L0 -44 L18 -62 M-18 62 L0 44 L18 62"/>',
} as const;

export type Emblem = keyof typeof EMBLEMS;

export interface Scene {
  width: number;
  height: number;
  hue: number;
  emblem: Emblem;
  /** Where the drawing sits: the hero's right-hand side, or the middle, which survives any crop. */
  at: 'right' | 'centre';
}

/** The scene as SVG: sky, sun and drawing keep their shape at any size; hills and road stretch to fit. */
export function sceneSvg({ width, height, hue, emblem, at }: Scene): string {
  const unit = height / 600;
  const [x, y] = at === 'right' ? [(width * 1330) / 1600, (height * 230) / 600] : [width / 2, height * 0.42];
  const sunX = width * (at === 'right' ? 0.55 : 0.76);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,22%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360},55%,55%)"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${sunX}" cy="${height / 4}" r="${70 * unit}" fill="hsl(${(hue + 40) % 360},80%,78%)" fill-opacity="0.85"/>
<svg width="${width}" height="${height}" viewBox="0 0 1600 600" preserveAspectRatio="none">
<path d="M0 400 C250 300 450 330 700 380 S1200 300 1600 360 V600 H0Z" fill="hsl(${hue},35%,28%)"/>
<path d="M0 470 C300 420 600 440 900 470 S1350 430 1600 450 V600 H0Z" fill="hsl(${hue},30%,18%)"/>
<path d="M860 600 L1080 430 L1120 430 L1420 600Z" fill="#2b2f36"/>
<path d="M1095 440 L1098 470 M1092 500 L1100 545 M1085 575 L1100 600" stroke="#f5d76e" stroke-width="8" stroke-linecap="round"/>
</svg>
<g transform="translate(${x} ${y}) scale(${1.3 * unit})" fill="none" stroke="#fff" stroke-opacity="0.9" stroke-width="14" stroke-linecap="round" stroke-linejoin="round">${EMBLEMS[emblem]}</g>
</svg>`;
}
