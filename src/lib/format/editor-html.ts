/**
 * HTML written by shop editors (descriptions, intro texts, pages, blogs) in its wrapper, sanitised
 * here and only here (src/build/components/EditorHtml.tsx renders it for pages), so no renderer can
 * put an editor's script or event handler on a page. Written in ASCII (escape.ts). A plain function,
 * not a component, because the build's product sync (plain Node, no JSX) stores each product's
 * description made with it.
 */

import { asciiHtml, escapeHtml as e } from './escape.ts';
import { sanitize } from './html.ts';

export function editorHtml(html: string, className?: string): string {
  return `<div${className ? ` class="${e(className)}"` : ''}>${asciiHtml(sanitize(html))}</div>`;
}
