import { EventEmitter } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openEventStream } from './event-stream.js';

/**
 * The stream's heartbeat: a comment line every 20 s keeps proxies from closing a quiet stream, and its
 * listeners (the board's presence) run at each one until the stream ends.
 */

function fakeConnection() {
  const written: string[] = [];
  const raw = Object.assign(new EventEmitter(), {
    writeHead: () => raw,
    write: (chunk: string) => {
      written.push(chunk);
      return true;
    },
    end: () => raw.emit('close'),
  });
  const request = { raw: new EventEmitter() } as unknown as FastifyRequest;
  const reply = { hijack: () => undefined, raw, getHeaders: () => ({}) } as unknown as FastifyReply;
  return { request, reply, raw, written };
}

describe('event stream heartbeat', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes a keep-alive and calls its listeners every 20 s, and stops when the stream ends', () => {
    const { request, reply, raw, written } = fakeConnection();
    const stream = openEventStream(request, reply);
    const beats = vi.fn();
    stream.onHeartbeat(beats);

    vi.advanceTimersByTime(19_999);
    expect(beats).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(beats).toHaveBeenCalledTimes(1);
    expect(written.at(-1)).toBe(': keep-alive\n\n');
    vi.advanceTimersByTime(20_000);
    expect(beats).toHaveBeenCalledTimes(2);

    raw.emit('close');
    vi.advanceTimersByTime(60_000);
    expect(beats).toHaveBeenCalledTimes(2);
  });
});
