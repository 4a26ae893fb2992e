/**
 * PGlite runs in this process and answers a query without going back to the event loop: a request's
 * chain of queries continues in microtasks, and so do those of every request waiting behind it. Under
 * load the loop then reads no socket, fires no timer and serves no page until all of them are done:
 * placing orders at 10 connections held it for 70-85 ms at a time (monitorEventLoopDelay), so an
 * order that arrived meanwhile waited for one whole round before its own began.
 *
 * So queries run in slices: a query that starts more than SLICE_MS into the loop's current turn waits
 * for the next one. The slice belongs to the turn, not to each request: the first request to resume
 * in a turn has it, and the others wait again, in the order they first waited. Had each resumed
 * request a slice of its own (as this did before), a turn lasted as many slices as requests were
 * waiting (45-55 ms at 10 connections), and every order's steps took their turn with all the others',
 * so each finished only near the end of a round and the slowest took twice the median. Now the
 * oldest request runs on while the rest wait, the loop turns every slice or so, and orders finish
 * about in the order they came: place-order at 10 connections, p99 61-112 ms (median 81) against
 * 81-115 ms (median 102) in alternating runs, at about the same rate.
 */

/** The longest run of queries in one turn of the event loop. */
export const SLICE_MS = 10;

/** When the current turn's slice began. */
let sliceStart = performance.now();
/** Whether the next turn's start is already marked. */
let marked = false;

/**
 * The next turn of the event loop. Its first callback (queued before any waiter's of this turn)
 * starts the slice, so waiters resume into a fresh slice in the order they asked for it.
 */
function nextTurn(): Promise<void> {
  if (!marked) {
    marked = true;
    setImmediate(() => {
      marked = false;
      sliceStart = performance.now();
    });
  }
  return new Promise((resolve) => setImmediate(resolve));
}

/** Resolves at once while the turn's slice lasts; else in a later turn, once the slice is this caller's. */
export async function takeTurns(): Promise<void> {
  while (performance.now() - sliceStart > SLICE_MS) await nextTurn();
}
