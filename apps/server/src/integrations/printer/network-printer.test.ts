import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, type FakePrinter, startFakePrinter } from '../../test/fake-printer.js';
import { createNetworkPrinter, createPrinterLocks, PrinterOfflineError } from './network-printer.js';

let printer: FakePrinter;
beforeAll(async () => {
  printer = await startFakePrinter();
});
afterAll(async () => {
  await printer.close();
});

describe('network printer client', () => {
  it('writes the job over TCP and waits for the printer to close', async () => {
    printer.delayMs = 50;
    const started = Date.now();
    await createNetworkPrinter().send({ host: '127.0.0.1', port: printer.port }, Buffer.from('hello\n'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(40);
    expect(printer.jobs.at(-1)?.toString()).toBe('hello\n');
    printer.delayMs = 0;
  });

  it('calls a refused connection offline (A177)', async () => {
    const port = await closedPort();
    const sending = createNetworkPrinter().send({ host: '127.0.0.1', port }, Buffer.from('x'));
    await expect(sending).rejects.toMatchObject({ key: 'PRINTER_OFFLINE', reason: 'ECONNREFUSED' });
  });

  it('calls a host that does not answer in time offline (A177)', async () => {
    // TEST-NET-1 is never routed: the connection hangs (or the network says unreachable at once).
    const sending = createNetworkPrinter({ timeoutMs: 200 }).send(
      { host: '192.0.2.1', port: 9100 },
      Buffer.from('x'),
    );
    await expect(sending).rejects.toBeInstanceOf(PrinterOfflineError);
  });

  it('lets one job at a time hold a printer (A180 for the second)', async () => {
    const locks = createPrinterLocks();
    const address = { host: 'Printer.local', port: 9100 };
    let release: () => void = () => undefined;
    const first = locks.hold(
      address,
      () => new Promise<string>((resolve) => (release = () => resolve('first'))),
    );
    await expect(
      locks.hold({ host: 'printer.local', port: 9100 }, async () => 'second'),
    ).rejects.toMatchObject({
      key: 'PRINTER_RETRY_LATER',
    });
    expect(await locks.hold({ host: 'printer.local', port: 9101 }, async () => 'other port')).toBe(
      'other port',
    );
    release();
    expect(await first).toBe('first');
    expect(await locks.hold(address, async () => 'again')).toBe('again');
  });
});
