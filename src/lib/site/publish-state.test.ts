import { describe, expect, it } from 'vitest';
import { type BuildStatus, changeState, isSettled } from './publish-state.ts';

const SAVED = '2026-11-23T10:42:07.000Z';

function status(over: Partial<BuildStatus> = {}): BuildStatus {
  return { state: 'idle', queued: false, current: null, last: null, ...over };
}

function last(started: string, finished: string, result: 'success' | 'failure' = 'success') {
  return {
    started_at: started,
    finished_at: finished,
    duration_ms: Date.parse(finished) - Date.parse(started),
    result,
    kind: result === 'success' ? 'incremental' : null,
    pages_rendered: 3,
    reasons: ['product 12 edited'],
    message: result === 'success' ? 'incremental build: product 12' : 'astro build exited with 1',
  };
}

describe('changeState', () => {
  it('is unknown without a status (site server unreachable) or with an unreadable save time', () => {
    expect(changeState(SAVED, null)).toEqual({ state: 'unknown' });
    expect(changeState('not a date', status())).toEqual({ state: 'unknown' });
  });

  it('is queued while no build has started since the save', () => {
    expect(changeState(SAVED, status())).toEqual({ state: 'queued' });
    expect(changeState(SAVED, status({ state: 'waiting' }))).toEqual({ state: 'queued' });
    // The last build finished before the save: it cannot carry the change.
    const before = last('2026-11-23T10:41:00.000Z', '2026-11-23T10:41:30.000Z');
    expect(changeState(SAVED, status({ last: before }))).toEqual({ state: 'queued' });
  });

  it('is queued while a build that started before the save is still running', () => {
    const s = status({
      state: 'building',
      queued: true,
      current: { started_at: '2026-11-23T10:42:06.999Z', reasons: [] },
    });
    expect(changeState(SAVED, s)).toEqual({ state: 'queued' });
  });

  it('is building when the running build started at or after the save', () => {
    const at = (started: string) =>
      changeState(SAVED, status({ state: 'building', current: { started_at: started, reasons: [] } }));
    expect(at('2026-11-23T10:42:08.000Z')).toEqual({ state: 'building' });
    expect(at(SAVED)).toEqual({ state: 'building' });
  });

  it('is live once a successful build that started after the save finished, with the seconds taken', () => {
    const done = last('2026-11-23T10:42:08.100Z', '2026-11-23T10:42:13.400Z');
    expect(changeState(SAVED, status({ last: done }))).toEqual({
      state: 'live',
      liveAt: '2026-11-23T10:42:13.400Z',
      seconds: 6,
    });
  });

  it('counts a build that started exactly at the save time', () => {
    const done = last(SAVED, '2026-11-23T10:42:09.000Z');
    expect(changeState(SAVED, status({ last: done }))).toMatchObject({ state: 'live', seconds: 2 });
  });

  it('stays live while a later build runs (the change is already on the site)', () => {
    const s = status({
      state: 'building',
      current: { started_at: '2026-11-23T10:42:20.000Z', reasons: [] },
      last: last('2026-11-23T10:42:08.000Z', '2026-11-23T10:42:12.000Z'),
    });
    expect(changeState(SAVED, s).state).toBe('live');
  });

  it('is failed when the build that started after the save failed', () => {
    const failed = last('2026-11-23T10:42:08.000Z', '2026-11-23T10:42:10.000Z', 'failure');
    expect(changeState(SAVED, status({ last: failed }))).toEqual({ state: 'failed' });
  });

  it('is building again when a retry runs after a failed build', () => {
    const s = status({
      state: 'building',
      current: { started_at: '2026-11-23T10:42:15.000Z', reasons: [] },
      last: last('2026-11-23T10:42:08.000Z', '2026-11-23T10:42:10.000Z', 'failure'),
    });
    expect(changeState(SAVED, s)).toEqual({ state: 'building' });
  });

  it('ignores a failure from before the save', () => {
    const old = last('2026-11-23T10:40:00.000Z', '2026-11-23T10:40:05.000Z', 'failure');
    expect(changeState(SAVED, status({ last: old }))).toEqual({ state: 'queued' });
  });

  it('reads saves with a time zone offset', () => {
    const done = last('2026-11-23T10:42:08.000Z', '2026-11-23T10:42:10.000Z');
    expect(changeState('2026-11-23T21:42:07+11:00', status({ last: done }))).toMatchObject({
      state: 'live',
      seconds: 3,
    });
  });

  it('settles on live and failed only', () => {
    expect(isSettled({ state: 'live', liveAt: SAVED, seconds: 1 })).toBe(true);
    expect(isSettled({ state: 'failed' })).toBe(true);
    for (const state of ['queued', 'building', 'unknown'] as const) expect(isSettled({ state })).toBe(false);
  });
});
