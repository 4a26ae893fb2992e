/**
 * Work done after a request has answered, one task at a time, so how long the answer takes does not
 * depend on it (e.g. whether an account exists). A failed task is logged; nothing is thrown at callers.
 */
export interface TaskQueue {
  /** Queues a task to start after the current request has answered; false (logged) when the queue is full. */
  push(task: () => Promise<void>): boolean;
  /** Resolves once every task queued so far has run. */
  idle(): Promise<void>;
}

export function createTaskQueue(
  name: string,
  options: { limit?: number; log?: (...args: unknown[]) => void } = {},
): TaskQueue {
  const { limit = 1000, log = console.error } = options;
  let pending = 0;
  let tail: Promise<void> = Promise.resolve();
  return {
    push(task) {
      // Bounded, so a flood of requests cannot grow memory without end.
      if (pending >= limit) {
        log(`[${name}] queue full (${limit} tasks waiting); task dropped`);
        return false;
      }
      pending++;
      tail = tail
        // setImmediate runs after the handler's answer has been handed to the server.
        .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
        .then(task)
        .catch((error: unknown) => log(`[${name}] task failed:`, error))
        .finally(() => {
          pending--;
        });
      return true;
    },
    idle: () => tail,
  };
}
