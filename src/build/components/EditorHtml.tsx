/** @jsxImportSource ../jsx */
/**
 * HTML written by shop editors (descriptions, intro texts, pages, blogs) in its wrapper, sanitised
 * here and only here, so no page can carry an editor's script or event handler. Written in ASCII
 * (src/lib/format/escape.ts).
 */
import { sanitize } from '../../lib/html.ts';
import { asciiHtml } from '../../lib/format/escape.ts';
import { raw } from '../jsx/jsx-runtime.ts';

export function EditorHtml({ html, class: className }: { html: string; class?: string | undefined }) {
  return <div class={className || undefined}>{raw(asciiHtml(sanitize(html)))}</div>;
}

/** The same as a string, for the content loader (which stores each description sanitised) and .astro pages. */
export function editorHtml(html: string, className?: string): string {
  return EditorHtml({ html, class: className }).html;
}
