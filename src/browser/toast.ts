/**
 * One polite live region for short confirmations ('{title} added to cart!'). The product spec gives toasts two
 * sets of numbers: its configuration lists library defaults (top right, 5000 ms, pause on hover) whose
 * "product use is not shown", while the add-to-cart toast and the timing table both say 3 seconds.
 * So: top right, paused while the pointer is over it, and gone 3 seconds after it shows or after the
 * pointer leaves it. It shows above the cart panel that opens at the same moment, beside the panel or
 * below its contents (src/styles/global.css), so it covers neither.
 */
export const TOAST_MS = 3000;

let timer: ReturnType<typeof setTimeout> | undefined;

function region(): HTMLElement {
  let el = document.getElementById('toast-region');
  if (!el) {
    el = document.createElement('div');
    el.id = 'toast-region';
    el.setAttribute('role', 'status');
    el.setAttribute('aria-live', 'polite');
    document.body.append(el);
  }
  return el;
}

export function showToast(message: string): void {
  if (typeof document === 'undefined') return;
  const host = region();
  host.innerHTML = '';
  const toast = document.createElement('p');
  toast.className = 'toast';
  toast.textContent = message;
  host.append(toast);
  const start = () => {
    clearTimeout(timer);
    timer = setTimeout(() => toast.remove(), TOAST_MS);
  };
  const pause = () => clearTimeout(timer);
  toast.addEventListener('pointerenter', pause);
  toast.addEventListener('pointerleave', start);
  start();
}
