import { createElement, useId } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const original = vi.hoisted(() => ({
  name: '@astrojs/react',
  check: vi.fn(async () => true),
  renderToStaticMarkup: vi.fn(async () => ({ html: '<p>original</p>', attrs: { prefix: 'r0' } })),
  supportsAstroStaticSlot: true,
}));
vi.mock('astro-react-server-original', () => ({ default: original }));

const { default: renderer } = await import('./react-islands.ts');

let renders = 0;
/** A Garage-like island: its ids come from useId, so they carry the island's prefix. */
function Garage({ label }: { label: string }) {
  renders++;
  const id = useId();
  return createElement('button', { type: 'button', 'aria-controls': `${id}-panel` }, label);
}

let fail = false;
/** An island whose render fails while `fail` is set. */
function Flaky() {
  if (fail) throw new Error('no data');
  return createElement('p', null, 'ok');
}

/** Renders one island the way Astro calls the renderer: `this` holds the page's render result. */
const render = (page: object, props: Record<string, unknown>, slots: Record<string, unknown> = {}) =>
  renderer.renderToStaticMarkup.call({ result: page }, Garage, props, slots, {});

beforeEach(() => {
  renders = 0;
  original.renderToStaticMarkup.mockClear();
});

describe('React islands rendered once per build', () => {
  it('gives each island of a page its own prefix, and its ids carry it', async () => {
    const page = {};
    const first = await render(page, { label: 'My Garage' });
    const second = await render(page, { label: 'My Garage' });
    expect(first.attrs?.prefix).toBe('s0');
    expect(second.attrs?.prefix).toBe('s1');
    expect(first.html).toBe('<button type="button" aria-controls="_s0R_0_-panel">My Garage</button>');
    expect(second.html).toContain('_s1R_0_-panel');
  });

  it('renders the same island with the same props and prefix once, on every page after the first', async () => {
    const pages = [{}, {}, {}];
    const html = await Promise.all(pages.map((page) => render(page, { label: 'Cart' })));
    expect(new Set(html.map((h) => h.html)).size).toBe(1);
    expect(renders).toBe(1);
    // Other props are another render.
    expect((await render({}, { label: 'Garage' })).html).toContain('>Garage</button>');
    expect(renders).toBe(2);
  });

  it('leaves islands with children or slots to the original renderer', async () => {
    const page = {};
    const withChildren = await render(page, { label: 'x', children: 'child' });
    const withSlot = await render(page, { label: 'x' }, { default: '<p>slot</p>' });
    expect(withChildren.html).toBe('<p>original</p>');
    expect(withSlot.html).toBe('<p>original</p>');
    expect(original.renderToStaticMarkup).toHaveBeenCalledTimes(2);
    expect(renders).toBe(0);
  });

  it('keeps the original check and drops the class prop as the original does', async () => {
    expect(renderer.check).toBe(original.check);
    const html = await render({}, { label: 'Styled', class: 'x' });
    expect(html.html).toBe('<button type="button" aria-controls="_s0R_0_-panel">Styled</button>');
  });

  it('does not keep a failed render, and stops keeping past a few dozen props of one component', async () => {
    fail = true;
    const call = () => renderer.renderToStaticMarkup.call({ result: {} }, Flaky, {}, {}, {});
    // React reports the error as well as rejecting with it.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(call()).rejects.toThrow('no data');
    logged.mockRestore();
    fail = false;
    expect((await call()).html).toBe('<p>ok</p>');

    for (let i = 0; i < 100; i++) await render({}, { label: `Product ${i}` });
    renders = 0;
    await render({}, { label: 'Product 99' });
    await render({}, { label: 'Product 0' });
    // The last is past the limit and rendered again; the first was kept.
    expect(renders).toBe(1);
  });
});
