/**
 * client:event="name": hydrates an island the first time `name` is dispatched on window, so a panel
 * that is closed at load costs no JavaScript until something opens it.
 */
import type { ClientDirective } from 'astro';

const eventDirective: ClientDirective = (load, options) => {
  const name = String(options.value);
  const start = async () => {
    window.removeEventListener(name, start);
    const hydrate = await load();
    await hydrate();
  };
  window.addEventListener(name, start);
};

export default eventDirective;
