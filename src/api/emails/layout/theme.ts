/**
 * The emails' look: system fonts only, colours that read on light and dark, and the dark-mode
 * overrides (a <style> in the head; no remote CSS). Class names here are the ones layout.ts sets.
 */

export const FONT =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const COLOURS = {
  page: '#f3f4f6',
  card: '#ffffff',
  text: '#1f2328',
  muted: '#57606a',
  rule: '#d0d7de',
  box: '#e5e7eb',
} as const;

/** White or near-black, whichever reads on the brand colour (WCAG relative luminance). */
export function onColour(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with white is (1.05)/(l+0.05); with #111 about (l+0.05)/0.056.
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.056 ? '#ffffff' : '#111111';
}

/**
 * The head's stylesheet: dark surfaces and light text when the reader's client is dark (headings leave
 * the brand colour, which may be too dark to read there), and a full-width card on a phone.
 */
export const STYLE = [
  ':root { color-scheme: light dark; supported-color-schemes: light dark; }',
  '@media (prefers-color-scheme: dark) {',
  '  .e-page { background-color: #111418 !important; }',
  '  .e-card { background-color: #1c2128 !important; border-color: #30363d !important; }',
  '  .e-text, .e-text td, .e-text th { color: #e6edf3 !important; }',
  '  .e-muted { color: #b1bac4 !important; }',
  '  .e-heading, .e-name { color: #f0f3f6 !important; }',
  '  .e-box { background-color: #30363d !important; }',
  '  .e-rule { border-color: #30363d !important; }',
  '}',
  '@media only screen and (max-width: 620px) {',
  '  .e-card { padding: 20px 16px !important; }',
  '}',
].join('\n');
