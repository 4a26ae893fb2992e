/**
 * Tabs following the WAI-ARIA tabs pattern: one panel at a time with arrow-key navigation (without
 * JavaScript every panel shows under its heading). Markup: src/lib/render/tabs.ts.
 */
for (const root of document.querySelectorAll<HTMLElement>('[data-tabs]')) {
  const list = root.querySelector<HTMLElement>('[data-tablist]')!;
  const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const select = (index: number, focus = false) => {
    tabs.forEach((tab, i) => {
      const panel = document.getElementById(tab.getAttribute('aria-controls')!)!;
      const on = i === index;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
      panel.hidden = !on;
      if (on && focus) tab.focus();
    });
  };
  for (const panel of root.querySelectorAll<HTMLElement>('[role="tabpanel"]')) {
    panel.querySelector('.panel-heading')?.classList.add('visually-hidden');
  }
  list.hidden = false;
  tabs.forEach((tab, i) => {
    tab.addEventListener('click', () => select(i));
    tab.addEventListener('keydown', (e) => {
      const keys: Record<string, number> = {
        ArrowRight: i + 1,
        ArrowLeft: i - 1,
        Home: 0,
        End: tabs.length - 1,
      };
      const next = keys[e.key];
      if (next === undefined) return;
      e.preventDefault();
      select((next + tabs.length) % tabs.length, true);
    });
  });
  select(0);
}
