/**
 * The refund choice shared by an order's refund form and a return's refund step: some quantity of
 * each line, or an amount in dollars. `refundBody` turns it into the API's { lines } or { amount_cents }.
 */
import { formatMoney, parseMoney } from '../lib/pricing/money.ts';

export interface RefundableLine {
  id: number;
  title: string;
  sku: string | null;
  unit_inc_gst_cents: number;
  /** How many can still be refunded. */
  left: number;
}

export interface RefundChoice {
  mode: 'lines' | 'amount';
  quantities: Record<number, string>;
  amount: string;
}

export const emptyChoice = (): RefundChoice => ({ mode: 'lines', quantities: {}, amount: '' });

/** The API body for a choice, or a message saying what to fix. */
export function refundBody(
  choice: RefundChoice,
): { lines: { item_id: number; quantity: number }[] } | { amount_cents: number } | string {
  if (choice.mode === 'amount') {
    const cents = parseMoney(choice.amount);
    return cents && cents > 0 ? { amount_cents: cents } : 'Enter an amount above $0.00.';
  }
  const lines = Object.entries(choice.quantities)
    .map(([id, q]) => ({ item_id: Number(id), quantity: Number(q) }))
    .filter((l) => l.quantity > 0);
  if (lines.some((l) => !Number.isInteger(l.quantity))) return 'Quantities must be whole numbers.';
  return lines.length ? { lines } : 'Enter a quantity for at least one line.';
}

export function RefundFields({
  idPrefix,
  lines,
  choice,
  onChange,
}: {
  idPrefix: string;
  lines: RefundableLine[];
  choice: RefundChoice;
  onChange: (choice: RefundChoice) => void;
}) {
  return (
    <>
      <fieldset className="inline-choice">
        <legend>Refund by</legend>
        {(['lines', 'amount'] as const).map((mode) => (
          <label key={mode}>
            <input
              type="radio"
              name={`${idPrefix}-mode`}
              checked={choice.mode === mode}
              onChange={() => onChange({ ...choice, mode })}
            />{' '}
            {mode === 'lines' ? 'Line quantities' : 'Amount'}
          </label>
        ))}
      </fieldset>
      {choice.mode === 'lines' ? (
        <ul className="refund-lines">
          {lines.map((line) => (
            <li key={line.id}>
              <label htmlFor={`${idPrefix}-q-${line.id}`}>
                {line.title}
                {line.sku && <span className="muted"> ({line.sku})</span>} ·{' '}
                {formatMoney(line.unit_inc_gst_cents)} each, {line.left} left
              </label>
              <input
                id={`${idPrefix}-q-${line.id}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={line.left}
                disabled={line.left === 0}
                value={choice.quantities[line.id] ?? ''}
                onChange={(e) =>
                  onChange({ ...choice, quantities: { ...choice.quantities, [line.id]: e.target.value } })
                }
              />
            </li>
          ))}
        </ul>
      ) : (
        <div className="field">
          <label htmlFor={`${idPrefix}-amount`}>Amount (AUD, GST included)</label>
          <input
            id={`${idPrefix}-amount`}
            inputMode="decimal"
            value={choice.amount}
            onChange={(e) => onChange({ ...choice, amount: e.target.value })}
          />
        </div>
      )}
    </>
  );
}
