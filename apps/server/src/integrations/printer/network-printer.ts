import { connect } from 'node:net';
import { PRINTER_TIMEOUT_MS } from '@nearbite/domain/store-operations';
import { AppError } from '../../errors/app-error.js';

/** Where a network printer listens: raw TCP (JetDirect), usually port 9100. */
export interface PrinterAddress {
  host: string;
  port: number;
}

/** A printer that could not be reached or did not take the job in time (A177); `reason` is for the log only. */
export class PrinterOfflineError extends AppError {
  constructor(readonly reason: string) {
    super('PRINTER_OFFLINE');
  }
}

/** Sends print jobs to network printers. */
export interface NetworkPrinter {
  /**
   * Opens a connection, writes the job and closes its side; resolves when the printer closes the connection
   * (or, the job written, at the deadline). Refused, unreachable, unknown host, or the job not written
   * within the timeout: PrinterOfflineError (A177).
   */
  send(address: PrinterAddress, bytes: Uint8Array): Promise<void>;
}

/** The raw-TCP client; `timeoutMs` bounds connecting and writing together. */
export function createNetworkPrinter(options: { timeoutMs?: number } = {}): NetworkPrinter {
  const timeoutMs = options.timeoutMs ?? PRINTER_TIMEOUT_MS;
  return {
    send(address, bytes) {
      return new Promise<void>((resolve, reject) => {
        const socket = connect({ host: address.host, port: address.port });
        let written = false;
        let settled = false;
        const settle = (failure: string | null) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          socket.destroy();
          if (failure === null) resolve();
          else reject(new PrinterOfflineError(failure));
        };
        // A printer closes the connection once it has the whole job; one that keeps it open past the
        // deadline still got the job, so the deadline fails only a job not yet written.
        const timer = setTimeout(() => settle(written ? null : 'timeout'), timeoutMs);
        socket.on('error', (error: NodeJS.ErrnoException) =>
          settle(written ? null : (error.code ?? error.message)),
        );
        socket.on('close', () => settle(written ? null : 'closed before the job was sent'));
        // Status bytes some printers send back are read and dropped, so the connection can close.
        socket.resume();
        socket.once('connect', () =>
          socket.end(bytes, () => {
            written = true;
          }),
        );
      });
    },
  };
}

const keyOf = (address: PrinterAddress) => `${address.host.toLowerCase()}:${address.port}`;

/**
 * One job at a time per printer on this server copy: a printer takes one connection at a time, so a second
 * job while one is in flight is refused at once (A180, retry in 10 seconds) rather than queued behind a
 * printer that may be offline.
 */
export function createPrinterLocks() {
  const busy = new Set<string>();
  return {
    /** Runs `work` holding the printer; A180 when another job holds it. */
    async hold<T>(address: PrinterAddress, work: () => Promise<T>): Promise<T> {
      const key = keyOf(address);
      if (busy.has(key)) throw new AppError('PRINTER_RETRY_LATER');
      busy.add(key);
      try {
        return await work();
      } finally {
        busy.delete(key);
      }
    },
  };
}

export type PrinterLocks = ReturnType<typeof createPrinterLocks>;
