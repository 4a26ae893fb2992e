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
    const ann = { name: 'Ann' };
    expect(readSession(JSON.stringify({ user: ann, token: '', timestamp: 0 }), 0)).toBeNull();
    expect(readSession(JSON.stringify({ user: ann, token: 't', timestamp: '0' }), 0)).toBeNull();
    expect(
      readSession(JSON.stringify({ user: { ...ann, id: '7' }, token: 't', timestamp: 0 }), 0),
    ).toBeNull();
    expect(
      readSession(JSON.stringify({ user: { ...ann, email: 7 }, token: 't', timestamp: 0 }), 0),
    ).toBeNull();
    expect(readSession(JSON.stringify([ann]), 0)).toBeNull();
  });

  it("keeps the user's other fields and the subscription as stored", () => {
    const user = { id: 7, name: 'Ann', email: 'ann@example.com', phone: '0400 000 000' };
    const text = JSON.stringify({ user, token: 't', subscription: { plan: 'news' }, timestamp: 5 });
    expect(readSession(text, 5)).toStrictEqual({
      user: { ...user, trade_status: 'none' },
      token: 't',
      subscription: { plan: 'news' },
      timestamp: 5,
    });
  });
});

describe("stored session's trade status", () => {
  const withUser = (user: object) =>
    JSON.stringify({ user: { name: 'Ann', ...user }, token: 't', timestamp: 0 });

  it('is kept, so the header can show approved trade accounts ex GST first', () => {
    expect(readSession(withUser({ trade_status: 'approved' }), 0)?.user.trade_status).toBe('approved');
    expect(readSession(withUser({ trade_status: 'pending' }), 0)?.user.trade_status).toBe('pending');
  });

  it('is none for sessions stored before trade accounts, or holding anything else', () => {
    expect(readSession(withUser({}), 0)?.user.trade_status).toBe('none');
    expect(readSession(withUser({ trade_status: 'owner' }), 0)?.user.trade_status).toBe('none');
  });
});
