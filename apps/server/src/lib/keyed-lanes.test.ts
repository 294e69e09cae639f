import { describe, expect, it } from 'vitest';
import { createKeyedLanes } from './keyed-lanes.js';

/** A task that runs until released, recording when it started. */
function gate(started: string[], name: string) {
  let release: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    task: async () => {
      started.push(name);
      await done;
      return name;
    },
    release: () => release(),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keyed lanes', () => {
  it('runs at most its width per key, the rest in arrival order', async () => {
    const lanes = createKeyedLanes(2);
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => gate(started, name));
    const results = tasks.map((entry) => lanes.run('store-1', entry.task));
    await settle();
    expect(started).toEqual(['a', 'b']);
    tasks[1]?.release();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    tasks[0]?.release();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    for (const entry of tasks) entry.release();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(lanes.busyKeys()).toBe(0);
  });

  it('lets other keys run while one key is full', async () => {
    const lanes = createKeyedLanes(1);
    const started: string[] = [];
    const first = gate(started, 'store-1 first');
    const second = gate(started, 'store-1 second');
    const other = gate(started, 'store-2');
    const running = [lanes.run('store-1', first.task), lanes.run('store-1', second.task)];
    const otherResult = lanes.run('store-2', other.task);
    await settle();
    expect(started).toEqual(['store-1 first', 'store-2']);
    other.release();
    expect(await otherResult).toBe('store-2');
    first.release();
    second.release();
    await Promise.all(running);
    expect(started).toEqual(['store-1 first', 'store-2', 'store-1 second']);
  });

  it('passes a failure to its caller and frees the place for the next task', async () => {
    const lanes = createKeyedLanes(1);
    const failing = lanes.run('store-1', async () => {
      throw new Error('write failed');
    });
    const next = lanes.run('store-1', async () => 'next ran');
    await expect(failing).rejects.toThrow('write failed');
    expect(await next).toBe('next ran');
    expect(lanes.busyKeys()).toBe(0);
  });
});
