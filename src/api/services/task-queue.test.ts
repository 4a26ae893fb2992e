import { describe, expect, it } from 'vitest';
import { createTaskQueue } from './task-queue.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('task queue', () => {
  it('starts a task only after the current turn, and runs tasks one at a time in order', async () => {
    const queue = createTaskQueue('test');
    const events: string[] = [];
    const task = (name: string) => async () => {
      events.push(`${name} start`);
      await tick();
      events.push(`${name} end`);
    };
    queue.push(task('a'));
    queue.push(task('b'));
    events.push('answered');
    await queue.idle();
    expect(events).toEqual(['answered', 'a start', 'a end', 'b start', 'b end']);
  });

  it('logs a failed task and carries on with the next', async () => {
    const logged: unknown[][] = [];
    const queue = createTaskQueue('test', { log: (...args) => logged.push(args) });
    let ran = false;
    queue.push(async () => {
      throw new Error('smtp down');
    });
    queue.push(async () => {
      ran = true;
    });
    await queue.idle();
    expect(ran).toBe(true);
    expect(logged).toEqual([['[test] task failed:', new Error('smtp down')]]);
  });

  it('refuses and logs tasks beyond its limit', async () => {
    const logged: unknown[][] = [];
    const queue = createTaskQueue('test', { limit: 2, log: (...args) => logged.push(args) });
    const noop = async () => {};
    expect([queue.push(noop), queue.push(noop), queue.push(noop)]).toEqual([true, true, false]);
    expect(logged).toEqual([['[test] queue full (2 tasks waiting); task dropped']]);
    await queue.idle();
    expect(queue.push(noop)).toBe(true);
  });
});
