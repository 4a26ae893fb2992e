/**
 * HTML written by shop editors (descriptions, intro texts, pages, blogs) in its wrapper, sanitised
 * here and only here (EditorHtml.astro and the string-built product page both come through), so no
 * renderer can put an editor's script or event handler on a page. Written in ASCII (render/html.ts).
 */
import { sanitize } from '../format/html.ts';
import { asciiHtml, escapeHtml as e } from './html.ts';

export function editorHtml(html: string, className?: string): string {
  return `<div${className ? ` class="${e(className)}"` : ''}>${asciiHtml(sanitize(html))}</div>`;
}
