/**
 * Answers the product page's delivery estimate form (FreightEstimate.tsx) for one of the product:
 * "To 6725: $24.95 inc GST, 4–6 business days, road only (Century car battery)", the note free
 * delivery leaves, or why it cannot be worked out. Loaded by freight-boot.ts on interaction, when it
 * fills the empty field with the postcode kept from last time.
 */
import { ESTIMATE_TEXTS } from '../lib/freight/estimate-text.ts';
import { $deliveryPostcode, estimateDelivery, rememberPostcode } from '../stores/delivery-estimate.ts';

let asked = 0;

const field = document.querySelector<HTMLInputElement>('form[data-freight-estimate] input[name="post_code"]');
if (field && !field.value) field.value = $deliveryPostcode.get();

/** Estimates delivery of one of the form's product to the postcode in its field (or the one kept). */
export async function answer(form: HTMLFormElement): Promise<void> {
  const input = form.elements.namedItem('post_code') as HTMLInputElement;
  const out = form.querySelector<HTMLElement>('[data-freight-answer]')!;
  const postcode = input.value.trim() || $deliveryPostcode.get();
  input.value = postcode;
  const mine = ++asked;
  out.className = 'freight-answer';
  out.textContent = ESTIMATE_TEXTS.loading;
  form.setAttribute('aria-busy', 'true');
  const items = [{ id: Number(form.dataset.freightEstimate), quantity: 1 }];
  const said = await estimateDelivery(items, postcode);
  if (mine !== asked) return;
  form.removeAttribute('aria-busy');
  const wrong = said.kind === 'refused' && said.field === 'post_code';
  if (wrong) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
  if (!wrong) rememberPostcode(postcode);
  if (said.kind !== 'ready') {
    out.className = 'freight-answer field-error';
    out.textContent = said.message;
    return;
  }
  const line = document.createElement('strong');
  line.textContent = said.line;
  out.replaceChildren(line);
  if (said.note) {
    const note = document.createElement('span');
    note.className = 'freight-note';
    note.textContent = said.note;
    out.append(note);
  }
}
