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

  it('shares one computation between concurrent askers, and forgets everything on clear', async () => {
    const answers = new SharedAnswers<number>(60_000, 10);
    const { compute, runs } = counting();
    const [a, b] = await Promise.all([answers.answer('perth', compute), answers.answer('perth', compute)]);
    expect([a, b, runs()]).toEqual([1, 1, 1]);
    await answers.answer('perth', compute);
    answers.clear();
    expect(await answers.answer('perth', compute)).toBe(3);
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
