/**
 * A render process started ahead of its build (src/publish/held-render.ts): with RENDER_GATE set,
 * `astro build` does everything that needs neither the plan nor the products (start-up, config,
 * content sync, both bundles, loading the pages' modules: most of a one-product edit's 9 s at 10,000
 * products), then waits at the gate, before its first page, until the runner writes `open` to the
 * RENDER_GATE file. Nothing read before the gate changes with the plan or the products: pages read
 * the plan (src/lib/build/render-plan.ts), the products and fitment when they first render.
 * It says so in its output (GATE_READY_LINE), for the runner to know it is ready.
 *
 * A process whose runner went away (its parent is no longer RENDER_GATE_PARENT) stops instead of
 * waiting for ever.
 */
import { readFile } from 'node:fs/promises';
import type { AstroIntegration, AstroPrerenderer } from 'astro';

export const GATE_READY_LINE = 'Render process ready; waiting for its build';
export const GATE_OPEN = 'open';

/**
 * Resolves once `file` says `open`; exits the process when its parent is gone: RENDER_GATE_PARENT
 * names it, since a process whose parent died before it reached the gate has a new one already.
 */
export async function waitAtGate(file: string, pollMs = 20): Promise<void> {
  const parent = Number(process.env.RENDER_GATE_PARENT) || process.ppid;
  for (;;) {
    if ((await readFile(file, 'utf8').catch(() => '')) === GATE_OPEN) return;
    if (process.ppid !== parent) process.exit(1);
    await new Promise((done) => setTimeout(done, pollMs));
  }
}

let opened: Promise<void> | undefined;

/**
 * This process's gate (RENDER_GATE): resolves once it opens, at once without one. One wait per
 * process, shared by the integrations that hold work until then (fitment-prefetch.ts).
 */
export function gateOpened(): Promise<void> {
  const gate = process.env.RENDER_GATE;
  opened ??= gate ? waitAtGate(gate) : Promise.resolve();
  return opened;
}

export function renderGate(): AstroIntegration {
  return {
    name: 'storefront-render-gate',
    hooks: {
      'astro:build:start': ({ setPrerenderer, logger }) => {
        const gate = process.env.RENDER_GATE;
        if (!gate) return;
        setPrerenderer((prerenderer: AstroPrerenderer) => {
          // Astro's own prerenderer, with a wait before its setup: everything else is its own.
          const gated: AstroPrerenderer = Object.create(prerenderer);
          gated.setup = async () => {
            await prerenderer.setup?.();
            logger.info(GATE_READY_LINE);
            await gateOpened();
          };
          return gated;
        });
      },
    },
  };
}
