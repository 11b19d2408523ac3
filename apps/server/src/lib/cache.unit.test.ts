import { describe, expect, it } from 'vitest';
import { LruCache, SharedAnswers } from './cache.ts';

describe('LruCache', () => {
  it('evicts the least recently used entry', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('keeps exactly the most recently used entries through many evictions, touches and a clear', () => {
    const cache = new LruCache<number>(5);
    const model: string[] = []; // most recent last
    let seed = 7;
    const random = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
    for (let step = 0; step < 5000; step++) {
      const key = `k${random(12)}`;
      if (step === 2500) {
        cache.clear();
        model.length = 0;
      } else if (random(2)) {
        const hit = model.includes(key);
        expect(cache.get(key) !== undefined).toBe(hit);
        if (hit) model.push(...model.splice(model.indexOf(key), 1));
      } else {
        cache.set(key, step);
        if (model.includes(key)) model.splice(model.indexOf(key), 1);
        model.push(key);
        if (model.length > 5) model.shift();
      }
    }
    for (const key of model) expect(cache.get(key)).toBeDefined();
    for (let k = 0; k < 12; k++) if (!model.includes(`k${k}`)) expect(cache.get(`k${k}`)).toBeUndefined();
  });
});

describe('SharedAnswers', () => {
  const counting = () => {
    let runs = 0;
    return { compute: async () => ++runs, runs: () => runs };
  };

  it('keeps an answer from the second time its question is asked, not for one-off questions', async () => {
    const answers = new SharedAnswers<number>(60_000, 10);
    const { compute, runs } = counting();
    expect(await answers.answer('sydney', compute)).toBe(1);
    expect(await answers.answer('sydney', compute)).toBe(2);
    expect(await answers.answer('sydney', compute)).toBe(2);
    expect(runs()).toBe(2);
  });

  it('shares a computation under way from the second asking on, and forgets everything on clear', async () => {
    const answers = new SharedAnswers<number>(60_000, 10);
    const { compute, runs } = counting();
    const asked = [1, 2, 3, 4].map(() => answers.answer('perth', compute));
    expect(await Promise.all(asked)).toEqual([1, 2, 2, 2]);
    expect(runs()).toBe(2);
    answers.clear();
    expect(await answers.answer('perth', compute)).toBe(3);
    expect(await answers.answer('perth', compute)).toBe(4);
    expect(await answers.answer('perth', compute)).toBe(4);
  });

  it('tells questions apart by their whole text', async () => {
    const answers = new SharedAnswers<string>(60_000, 100);
    const keys = Array.from({ length: 50 }, (_, i) => `search|{"lat":-33.${i},"radiusKm":10}`);
    for (const key of keys) await answers.answer(key, async () => `first ${key}`);
    for (const key of keys) expect(await answers.answer(key, async () => key)).toBe(key);
    for (const key of keys) expect(await answers.answer(key, async () => 'recomputed')).toBe(key);
  });

  it('keeps no failed computation, and shares nothing with a time-to-live of 0', async () => {
    const answers = new SharedAnswers<number>(60_000, 10);
    await answers.answer('x', async () => 1);
    await expect(answers.answer('x', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await answers.answer('x', async () => 7)).toBe(7);
    const off = new SharedAnswers<number>(0, 10);
    const { compute, runs } = counting();
    await Promise.all([off.answer('y', compute), off.answer('y', compute)]);
    expect(runs()).toBe(2);
  });
});
