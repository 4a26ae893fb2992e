/**
 * "Add a part that does not fit?": before a vehicle-specific part that is not listed for
 * the active vehicle goes into the cart, a native modal <dialog> asks notFitQuestion(); "Cancel" has
 * the focus and Escape cancels. Parts that fit, universal parts and shoppers without a vehicle are
 * not asked. Used by the card buttons (card-cart.ts) and the product page (islands/AddToCart.tsx).
 */

import { lineVehicle, needsConfirm } from '../lib/fitment/fit-view.ts';
import { notFitQuestion } from '../lib/fitment/fitment.ts';
import { activeFit } from '../stores/fitment-files.ts';
import { $activeVehicle } from '../stores/garage.ts';

export interface FitQuestion {
  productId: number;
  universal: boolean;
  title: string;
}

let dialog: HTMLDialogElement | null = null;

function theDialog(): HTMLDialogElement {
  if (dialog?.isConnected) return dialog;
  dialog = document.createElement('dialog');
  dialog.className = 'fit-confirm';
  dialog.setAttribute('role', 'alertdialog');
  dialog.setAttribute('aria-labelledby', 'fit-confirm-question');
  dialog.innerHTML = `<form method="dialog"><p id="fit-confirm-question"></p><div class="fit-confirm-actions"><button type="submit" class="btn btn-secondary" value="add">Add anyway</button><button type="submit" class="btn" value="cancel" autofocus>Cancel</button></div></form>`;
  document.body.append(dialog);
  return dialog;
}

/** Asks the question in the dialog; true when the shopper chooses "Add anyway". */
function ask(question: string): Promise<boolean> {
  const box = theDialog();
  box.querySelector('#fit-confirm-question')!.textContent = question;
  box.returnValue = '';
  return new Promise((resolve) => {
    // Escape (the dialog's cancel) and "Cancel" both close it without "add".
    box.addEventListener('close', () => resolve(box.returnValue === 'add'), { once: true });
    box.showModal();
    box.querySelector<HTMLButtonElement>('button[value="cancel"]')?.focus();
  });
}

/** Whether the part may go into the cart: at once when it fits (or nothing is known), else the shopper's answer. */
export async function confirmFit({ productId, universal, title }: FitQuestion): Promise<boolean> {
  const vehicle = $activeVehicle.get();
  if (!vehicle || universal) return true;
  const answer = await activeFit(productId, false);
  if (!needsConfirm(answer)) return true;
  return ask(notFitQuestion(title, vehicle.label));
}

/** The vehicle a cart line keeps for this part (the active one, vehicle-specific parts only). */
export const cartVehicle = (universal: boolean) => lineVehicle($activeVehicle.get(), universal);
