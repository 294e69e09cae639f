import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Refusals made by Fastify's router and Node's HTTP parser, over real HTTP (inject skips the parser): every
 * one answers the `{ errType, innerErrorType, message }` envelope with its own status.
 */

let harness: TestApp;
let port: number;
let base: string;
const webDist = mkdtempSync(join(tmpdir(), 'nearbite-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Nearbite</title><div id="root"></div>');

beforeAll(async () => {
  harness = await createTestApp({ LOG_LEVEL: 'silent', WEB_DIST_DIR: webDist });
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
  port = (harness.app.server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await harness?.close();
});

interface RawAnswer {
  status: number;
  headers: string;
  body: unknown;
}

/** Writes bytes on a fresh socket and reads what comes back until the server closes it. */
function rawExchange(payload: string | string[], between?: () => void): Promise<string> {
  const parts = Array.isArray(payload) ? payload : [payload];
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = net.connect(port, '127.0.0.1', async () => {
      for (const [index, part] of parts.entries()) {
        socket.write(part);
        if (index === 0 && parts.length > 1) {
          await new Promise((settle) => setTimeout(settle, 100));
          between?.();
          await new Promise((settle) => setTimeout(settle, 100));
        }
      }
    });
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('close', () => resolve(received));
    socket.on('error', (error) => (received ? resolve(received) : reject(error)));
    setTimeout(() => socket.destroy(), 5_000);
  });
}

/** The HTTP answers in a byte stream (one or several, pipelined), with their JSON bodies. */
function parseAnswers(stream: string): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = stream;
  while (rest.startsWith('HTTP/1.1 ')) {
    const headEnd = rest.indexOf('\r\n\r\n');
    const headers = rest.slice(0, headEnd);
    const length = Number(/content-length: (\d+)/i.exec(headers)?.[1] ?? 0);
    const body = rest.slice(headEnd + 4, headEnd + 4 + length);
    answers.push({ status: Number(headers.slice(9, 12)), headers, body: JSON.parse(body) });
    rest = rest.slice(headEnd + 4 + length);
  }
  return answers;
}

const envelopeOf = (code: string) => ({
  errType: 1,
  innerErrorType: Number(code.slice(1)),
  message: expect.any(String),
});

async function expectEnvelope(response: Response, status: number, code: string): Promise<void> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await response.json()).toEqual(envelopeOf(code));
}

describe("Fastify's and Node's refusals over HTTP", () => {
  it('a malformed URL (bad percent-encoding) is A1', async () => {
    await expectEnvelope(await fetch(`${base}/apis/v1/commodities/%E0%A4%A`), 400, 'A1');
  });

  it('an unknown API route is A2, while app paths still get the web app and other paths plain 404', async () => {
    await expectEnvelope(await fetch(`${base}/apis/v1/no-such-route`), 404, 'A2');
    await expectEnvelope(await fetch(`${base}/apis?x=1`), 404, 'A2');
    const page = await fetch(`${base}/orders`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect((await fetch(`${base}/favicon-missing.png`)).status).toBe(404);
  });

  it('a path part over the router limit is A191 (414)', async () => {
    await expectEnvelope(await fetch(`${base}/apis/v1/orders/${'x'.repeat(500)}`), 414, 'A191');
  });

  it('a body over the cap is A3 (413)', async () => {
    const response = await fetch(`${base}/apis/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ fullPhoneNumber: 'x'.repeat(200_000) }),
    });
    await expectEnvelope(response, 413, 'A3');
  });

  it('a request line over the parser cap is A191 (414), headers over it A192 (431)', async () => {
    const longUrl = await rawExchange(
      `GET /apis/v1/businesses?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(parseAnswers(longUrl)).toEqual([
      { status: 414, headers: expect.any(String), body: envelopeOf('A191') },
    ]);
    const bigHeader = await rawExchange(
      `GET /apis/v1/businesses HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(parseAnswers(bigHeader)).toEqual([
      { status: 431, headers: expect.any(String), body: envelopeOf('A192') },
    ]);
  });

  it('a request the parser cannot read (a NUL in a header) is A1', async () => {
    const answer = await rawExchange('GET /healthz HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b\r\n\r\n');
    expect(parseAnswers(answer)).toEqual([
      { status: 400, headers: expect.any(String), body: envelopeOf('A1') },
    ]);
  });
});

describe('while the server drains', () => {
  it('a request arriving on a kept-alive connection after close() began is A23 (503)', async () => {
    // The first request is in flight (its body half sent) when close() begins; the second follows it on the
    // same connection, as a client reusing a kept-alive connection does.
    const body = JSON.stringify({ fullPhoneNumber: '+14155550123', verificationCode: '0000' });
    const head = `POST /apis/v1/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nOrigin: ${base}\r\nContent-Length: ${body.length}\r\n\r\n`;
    let closing: Promise<unknown> = Promise.resolve();
    const stream = await rawExchange(
      [
        `${head}${body.slice(0, 5)}`,
        `${body.slice(5)}GET /apis/v1/businessCategories HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
      ],
      () => {
        closing = harness.app.close();
      },
    );
    await closing;
    const answers = parseAnswers(stream);
    expect(answers).toHaveLength(2);
    expect(answers[0]?.status).toBeLessThan(500);
    expect(answers[1]).toEqual({ status: 503, headers: expect.any(String), body: envelopeOf('A23') });
    expect(answers[1]?.headers).toMatch(/connection: close/i);
  });
});
