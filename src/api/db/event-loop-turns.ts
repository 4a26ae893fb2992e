/**
 * PGlite runs in this process and answers a query without going back to the event loop: a request's
 * chain of queries continues in microtasks, and so do those of every request waiting behind it. Under
 * load the loop then reads no socket, fires no timer and serves no page until all of them are done:
 * placing orders at 10 connections held it for 70-85 ms at a time (monitorEventLoopDelay), so an
 * order that arrived meanwhile waited for one whole round before its own began (p99 twice the p50).
 * A query that starts more than SLICE_MS after the loop's last turn first gives it one.
 */

/** The longest run of queries before the event loop gets a turn. */
export const SLICE_MS = 5;

let lastTurn = performance.now();

/** Resolves at once, or after one turn of the event loop when the last was more than SLICE_MS ago. */
export async function takeTurns(): Promise<void> {
  if (performance.now() - lastTurn <= SLICE_MS) return;
  await new Promise((resolve) => setImmediate(resolve));
  lastTurn = performance.now();
}
