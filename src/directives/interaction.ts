/**
 * client:interaction: hydrates an island on the first pointer, touch, focus, key or click inside it,
 * so catalogue pages download no React until a shopper reaches for a control. A click made before
 * hydration finishes is held and replayed on the same element afterwards, so it is never lost.
 */
import type { ClientDirective } from 'astro';

const TRIGGERS = ['pointerover', 'touchstart', 'focusin', 'keydown', 'click'] as const;

const interactionDirective: ClientDirective = (load, _options, el) => {
  let started = false;
  let hydrated = false;
  let pendingClick: HTMLElement | null = null;

  const holdClick = (event: Event) => {
    if (hydrated) return;
    event.preventDefault();
    event.stopPropagation();
    if (event.target instanceof HTMLElement) pendingClick = event.target;
  };

  const start = async () => {
    if (started) return;
    started = true;
    for (const type of TRIGGERS) if (type !== 'click') el.removeEventListener(type, start, true);
    const hydrate = await load();
    await hydrate();
    hydrated = true;
    el.removeEventListener('click', holdClick, true);
    const target = pendingClick;
    pendingClick = null;
    // Let React attach its handlers before the held click is replayed.
    if (target?.isConnected) requestAnimationFrame(() => target.click());
  };

  el.addEventListener('click', holdClick, true);
  for (const type of TRIGGERS) el.addEventListener(type, start, { capture: true, passive: true });
};

export default interactionDirective;
