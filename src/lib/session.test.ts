import { describe, expect, it } from 'vitest';
import { readSession, SESSION_IDLE_MS } from './session.ts';

const stored = (timestamp: number) => JSON.stringify({ user: { name: 'Ann' }, token: 't', timestamp });

describe('stored session', () => {
  it('is read while active', () => {
    expect(readSession(stored(1000), 1000 + SESSION_IDLE_MS)?.user.name).toBe('Ann');
  });

  it('ends when older than 30 minutes, or when malformed', () => {
    expect(readSession(stored(1000), 1001 + SESSION_IDLE_MS)).toBeNull();
    expect(readSession('{"user":{}}', 0)).toBeNull();
    expect(readSession('nope', 0)).toBeNull();
    expect(readSession(null, 0)).toBeNull();
  });
});
