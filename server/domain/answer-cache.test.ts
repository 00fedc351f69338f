import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache';

const at = (iso: string) => new Date(iso);

function clockedCache(ttlMs = 1_000, maxEntries = 1_000) {
  let t = 0;
  const cache = new AnswerCache(ttlMs, maxEntries, () => t);
  return { cache, advance: (ms: number) => void (t += ms) };
}

describe('AnswerCache', () => {
  it('answers the same question in the same minute from memory, and works it out again after its time', async () => {
    const { cache, advance } = clockedCache();
    let worked = 0;
    const work = async () => `answer ${++worked}`;
    expect(await cache.get(1, ['day'], at('2027-03-01T10:00:20Z'), work)).toBe('answer 1');
    expect(await cache.get(1, ['day'], at('2027-03-01T10:00:59Z'), work)).toBe('answer 1');
    // Another question, another provider: their own answers.
    expect(await cache.get(1, ['week'], at('2027-03-01T10:00:30Z'), work)).toBe('answer 2');
    expect(await cache.get(2, ['day'], at('2027-03-01T10:00:30Z'), work)).toBe('answer 3');
    advance(1_000);
    expect(await cache.get(1, ['day'], at('2027-03-01T10:00:59Z'), work)).toBe('answer 4');
  });

  it('keeps an answer for the minute it was asked in: (m − 1 min, m] is one minute, m + 1 ms the next', async () => {
    const { cache } = clockedCache();
    let worked = 0;
    const work = async () => `answer ${++worked}`;
    expect(await cache.get(1, 'q', at('2027-03-01T10:00:00.001Z'), work)).toBe('answer 1');
    expect(await cache.get(1, 'q', at('2027-03-01T10:01:00.000Z'), work)).toBe('answer 1');
    expect(await cache.get(1, 'q', at('2027-03-01T10:01:00.001Z'), work)).toBe('answer 2');
  });

  it('forgets a provider’s answers at once when a change of theirs goes through; clear forgets everyone’s', async () => {
    const { cache } = clockedCache();
    const now = at('2027-03-01T10:00:30Z');
    await cache.get(1, 'q', now, async () => 'one');
    await cache.get(2, 'q', now, async () => 'two');
    cache.forgetProvider(1);
    expect(await cache.get(1, 'q', now, async () => 'one, after the booking')).toBe('one, after the booking');
    expect(await cache.get(2, 'q', now, async () => 'not asked')).toBe('two');
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('does not keep an answer worked out while a change went through (it may not hold the change)', async () => {
    const { cache } = clockedCache();
    const now = at('2027-03-01T10:00:30Z');
    let release!: (value: string) => void;
    const slow = cache.get(1, 'q', now, () => new Promise<string>((resolve) => (release = resolve)));
    cache.forgetProvider(1); // a booking committed while the slots were read
    release('read before the booking');
    expect(await slow).toBe('read before the booking');
    expect(await cache.get(1, 'q', now, async () => 'read after it')).toBe('read after it');
  });

  it('never keeps a failure, and keeps nothing with a time of 0', async () => {
    const { cache } = clockedCache();
    const now = at('2027-03-01T10:00:30Z');
    await expect(cache.get(1, 'q', now, async () => Promise.reject(new Error('422')))).rejects.toThrow('422');
    expect(await cache.get(1, 'q', now, async () => 'worked')).toBe('worked');
    const off = new AnswerCache(0);
    await off.get(1, 'q', now, async () => 'a');
    expect(await off.get(1, 'q', now, async () => 'b')).toBe('b');
    expect(off.size).toBe(0);
  });

  it('holds at most its limit, dropping expired answers first, then the oldest', async () => {
    const { cache, advance } = clockedCache(1_000, 2);
    const now = at('2027-03-01T10:00:30Z');
    await cache.get(1, 'a', now, async () => 'a');
    advance(600);
    await cache.get(1, 'b', now, async () => 'b');
    advance(600); // a has expired, b has not
    await cache.get(1, 'c', now, async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get(1, 'b', now, async () => 'b again')).toBe('b');
    await cache.get(1, 'd', now, async () => 'd'); // full of live answers: the oldest (b) goes
    expect(await cache.get(1, 'b', now, async () => 'b worked out again')).toBe('b worked out again');
  });
});
