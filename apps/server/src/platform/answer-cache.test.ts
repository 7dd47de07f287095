import { describe, expect, it } from 'vitest';
import { answerCache } from './answer-cache.js';

describe('answerCache', () => {
  it('keeps an answer for its time, then forgets it', () => {
    let now = 1_000;
    const c = answerCache({ ttlMs: 1_000, now: () => now });
    c.set('k', c.generation(), '{"a":1}');
    expect(c.get('k')).toBe('{"a":1}');
    now += 999;
    expect(c.get('k')).toBe('{"a":1}');
    now += 2;
    expect(c.get('k')).toBeUndefined();
  });

  it('a clear (a write) forgets everything, and an answer computed across it is not kept', () => {
    const c = answerCache({ ttlMs: 60_000 });
    c.set('k', c.generation(), 'old');
    const started = c.generation();
    c.clear();
    expect(c.get('k')).toBeUndefined();
    c.set('k', started, 'read before the write');
    expect(c.get('k')).toBeUndefined();
    c.set('k', c.generation(), 'new');
    expect(c.get('k')).toBe('new');
  });

  it('keeps at most maxChars of JSON in all, and a keep drops the answers whose time has passed', () => {
    let now = 0;
    const c = answerCache({ ttlMs: 1_000, maxChars: 10, now: () => now });
    c.set('a', c.generation(), '12345');
    c.set('b', c.generation(), '12345');
    c.set('c', c.generation(), '123');
    expect([c.get('a'), c.get('b'), c.get('c')]).toEqual([undefined, '12345', '123']);
    c.set('huge', c.generation(), '12345678901');
    expect(c.get('huge')).toBeUndefined();
    now = 1_500;
    c.set('d', c.generation(), '1234567890');
    expect([c.get('b'), c.get('c'), c.get('d')]).toEqual([undefined, undefined, '1234567890']);
  });

  it('keeps at most max answers, dropping the oldest; ttl 0 keeps nothing', () => {
    const c = answerCache({ ttlMs: 60_000, max: 2 });
    for (const k of ['a', 'b', 'c']) c.set(k, c.generation(), k);
    expect([c.get('a'), c.get('b'), c.get('c')]).toEqual([undefined, 'b', 'c']);
    const off = answerCache({ ttlMs: 0 });
    off.set('a', off.generation(), 'a');
    expect(off.get('a')).toBeUndefined();
  });

  it('a prune (the server gone quiet) forgets the answers whose time has passed and keeps the others', () => {
    let now = 0;
    const c = answerCache({ ttlMs: 1_000, now: () => now });
    c.set('old', c.generation(), 'old');
    now = 600;
    c.set('new', c.generation(), 'new');
    now = 1_200;
    expect(c.held()).toEqual({ answers: 2, chars: 6 }); // nothing asked since: the old one is still held
    c.prune();
    expect(c.held()).toEqual({ answers: 1, chars: 3 });
    expect(c.get('new')).toBe('new');
    now = 1_700;
    c.prune();
    expect(c.held()).toEqual({ answers: 0, chars: 0 });
  });
});
