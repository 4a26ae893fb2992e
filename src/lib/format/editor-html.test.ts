import { describe, expect, it } from 'vitest';
import { editorHtml } from './editor-html.ts';

describe('editor HTML', () => {
  it('keeps the editor markup, drops scripts and handlers, and wraps it', () => {
    const html = editorHtml(
      '<p onclick="steal()">Fits <b>HiLux</b></p><script>steal()</script>',
      'intro "x"',
    );
    expect(html).toBe('<div class="intro &quot;x&quot;"><p>Fits <b>HiLux</b></p></div>');
    expect(editorHtml('<p>Plain</p>')).toBe('<div><p>Plain</p></div>');
  });
});
