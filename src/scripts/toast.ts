/** One polite live region for short confirmations ('{title} added to cart!'), shown for 3 seconds. */
const TOAST_MS = 3000;
let timer: ReturnType<typeof setTimeout> | undefined;

export function showToast(message: string): void {
  if (typeof document === 'undefined') return;
  let region = document.getElementById('toast-region');
  if (!region) {
    region = document.createElement('div');
    region.id = 'toast-region';
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    document.body.append(region);
  }
  region.innerHTML = '';
  const toast = document.createElement('p');
  toast.className = 'toast';
  toast.textContent = message;
  region.append(toast);
  clearTimeout(timer);
  timer = setTimeout(() => toast.remove(), TOAST_MS);
}
