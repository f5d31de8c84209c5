import { describe, expect, it } from 'vitest';
import { BackgroundTasks } from '../../src/functions/backgroundTasks.ts';

const after = (ms: number, then: () => void = () => {}) =>
  new Promise<void>((resolve) => setTimeout(() => resolve(then()), ms));

describe('BackgroundTasks', () => {
  it('waits for every task, those started meanwhile too, and logs failures', async () => {
    const logged: string[] = [];
    const tasks = new BackgroundTasks((line) => logged.push(line));
    const done: string[] = [];
    tasks.waitUntil(
      after(20, () => {
        done.push('first');
        tasks.waitUntil(after(20, () => done.push('started by the first')));
      }),
    );
    tasks.waitUntil(after(5).then(() => Promise.reject(new Error('mail API down'))));
    await tasks.settled(5_000);
    expect(done).toEqual(['first', 'started by the first']);
    expect(logged).toEqual(['[functions] background task failed: mail API down']);
  });

  it('stops waiting after its limit and says so', async () => {
    const logged: string[] = [];
    const tasks = new BackgroundTasks((line) => logged.push(line));
    tasks.waitUntil(new Promise<void>(() => {}));
    await tasks.settled(20);
    expect(logged).toEqual(['[functions] stopped waiting for 1 background task(s)']);
  });
});
