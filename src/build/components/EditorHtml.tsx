/** @jsxImportSource ../jsx */
/**
 * HTML written by shop editors in its wrapper, sanitised (src/lib/format/editor-html.ts, the one place
 * that sanitises: the product sync stores descriptions made with it, outside any JSX).
 */
import { editorHtml } from '../../lib/format/editor-html.ts';
import { raw } from '../jsx/jsx-runtime.ts';

export function EditorHtml({ html, class: className }: { html: string; class?: string | undefined }) {
  return raw(editorHtml(html, className));
}
