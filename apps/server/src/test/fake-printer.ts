import { createServer, type Server } from 'node:net';

/** A network printer on a local port for tests: it keeps every job it receives, one per connection. */
export interface FakePrinter {
  port: number;
  /** The jobs received so far, in order. */
  jobs: Buffer[];
  /** Resolves with the next job received (or the oldest one not yet waited for). */
  nextJob(): Promise<Buffer>;
  /** Holds each connection open this long before reading it, as a slow printer does. */
  delayMs: number;
  close(): Promise<void>;
}

/** Starts a printer on 127.0.0.1 at a free port. */
export async function startFakePrinter(): Promise<FakePrinter> {
  const jobs: Buffer[] = [];
  let waited = 0;
  const waiters: Array<() => void> = [];
  const printer: FakePrinter = {
    port: 0,
    jobs,
    delayMs: 0,
    nextJob: () =>
      new Promise((resolve) => {
        const index = waited;
        waited += 1;
        const check = () => {
          const job = jobs[index];
          if (job) resolve(job);
          else waiters.push(check);
        };
        check();
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer({ allowHalfOpen: true }, (socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => {
      setTimeout(() => {
        jobs.push(Buffer.concat(chunks));
        socket.end();
        for (const waiter of waiters.splice(0)) waiter();
      }, printer.delayMs);
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  printer.port = typeof address === 'object' && address ? address.port : 0;
  return printer;
}

/** A local port nothing listens on: connections to it are refused. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 1;
}
