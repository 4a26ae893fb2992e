/**
 * Header behaviour: disclosure dropdowns (one open at a time; Escape or a click outside closes), the
 * mobile drawer toggle (debounced 300 ms), and the account menu for a signed-in shopper.
 */
import { leadingDebounce } from '../lib/forms/debounce.ts';
import { $session, watchActivity } from '../stores/session.ts';

const toggles = [
  ...document.querySelectorAll<HTMLButtonElement>('.site-nav [aria-controls], .account [aria-controls]'),
];

function setOpen(button: HTMLButtonElement, open: boolean) {
  button.setAttribute('aria-expanded', String(open));
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (panel) panel.hidden = !open;
}

function closeAll(except?: HTMLButtonElement) {
  for (const button of toggles)
    if (button !== except && button.getAttribute('aria-expanded') === 'true') setOpen(button, false);
}

for (const button of toggles) {
  button.addEventListener('click', () => {
    const open = button.getAttribute('aria-expanded') !== 'true';
    closeAll(button);
    setOpen(button, open);
  });
}

document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  const open = toggles.find((b) => b.getAttribute('aria-expanded') === 'true');
  if (!open) return;
  setOpen(open, false);
  open.focus();
});

document.addEventListener('click', (event) => {
  if (!(event.target as Element).closest('.dropdown')) closeAll();
});

const drawerToggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
const nav = document.getElementById('site-nav');
drawerToggle?.addEventListener(
  'click',
  leadingDebounce(() => {
    const open = drawerToggle.getAttribute('aria-expanded') !== 'true';
    drawerToggle.setAttribute('aria-expanded', String(open));
    nav?.classList.toggle('open', open);
  }, 300),
);

$session.subscribe((session) => {
  for (const el of document.querySelectorAll<HTMLElement>('[data-signed-out]')) el.hidden = Boolean(session);
  for (const el of document.querySelectorAll<HTMLElement>('[data-signed-in]')) el.hidden = !session;
  const name = document.querySelector('[data-account-name]');
  if (name && session) name.textContent = session.user.name;
});

watchActivity();

// The API client loads only when someone signs out, keeping it off every page's first load.
document.querySelector('[data-sign-out]')?.addEventListener('click', async () => {
  const { signOutEverywhere } = await import('../stores/sign-out.ts');
  signOutEverywhere();
  location.assign('/');
});
