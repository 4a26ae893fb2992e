/** Where an order line's units are held, or were, in the words the order page shows under the line. */
import type { LineStock } from '../types.ts';

const WORDS: Record<LineStock['state'], [string, string]> = {
  reserved: ['reserved', 'at'],
  backordered: ['backordered', 'for'],
  released: ['released', 'at'],
  deducted: ['taken from the shelf', 'at'],
  returned: ['returned', 'to'],
};

/** "2 reserved at Wetherill Park warehouse", "1 backordered". */
export function heldText(held: LineStock): string {
  const [done, where] = WORDS[held.state];
  return held.location ? `${held.quantity} ${done} ${where} ${held.location}` : `${held.quantity} ${done}`;
}
