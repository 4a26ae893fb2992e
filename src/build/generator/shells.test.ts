import { describe, expect, it } from 'vitest';
import { slotMarker } from '../../lib/slots.ts';
import { cutShell, fillShell } from './shells.ts';

const page = `<head>${slotMarker('head')}</head><main>${slotMarker('main-0')}<island></island>${slotMarker('main-1')}</main>`;

describe('a shell', () => {
  it('is cut at its declared slots, in page order', () => {
    expect(cutShell(page)).toEqual({
      slots: ['head', 'main-0', 'main-1'],
      pieces: ['<head>', '</head><main>', '<island></island>', '</main>'],
    });
  });

  it('filled, puts each slot’s content where its marker stood', () => {
    const html = fillShell(cutShell(page), {
      head: '<title>T</title>',
      'main-0': '<h1>A</h1>',
      'main-1': '<p>B</p>',
    });
    expect(html).toBe('<head><title>T</title></head><main><h1>A</h1><island></island><p>B</p></main>');
  });

  it('takes exactly its slots: one missing or one it does not declare is an error', () => {
    const shell = cutShell(page);
    expect(() => fillShell(shell, { head: '', 'main-0': '' })).toThrow(/slots head, main-0, main-1/);
    expect(() => fillShell(shell, { head: '', 'main-0': '', 'main-2': '' })).toThrow(/was given/);
  });

  it('declares each slot once, and at least one', () => {
    expect(() => cutShell(`${slotMarker('head')}${slotMarker('head')}`)).toThrow(
      /declares the slot head twice/,
    );
    expect(() => cutShell('<p>no slots</p>')).toThrow(/declares no slot/);
  });
});
