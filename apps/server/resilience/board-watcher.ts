import http from 'node:http';

/**
 * A store's order board held open as a browser's EventSource holds it: one stream at a time, and when it
 * drops (a copy killed, a restart) it reconnects after a pause through the next copy, as a load balancer
 * would send it, with the id of the last event it saw (`Last-Event-ID`). It keeps every event id it got, so
 * the suite can check that no committed event was lost across the faults.
 */
export class BoardWatcher {
  readonly received = new Set<number>();
  /** Streams opened, the first included. */
  connections = 0;
  private lastId: number | null = null;
  private stopped = false;
  private copyIndex: number;
  private current: http.ClientRequest | null = null;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly options: {
      ports: () => number[];
      businessId: string;
      cookie: string;
      /** Which copy it connects to first. */
      firstCopy: number;
      retryMs?: number;
    },
  ) {
    this.copyIndex = options.firstCopy;
  }

  start(): void {
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.current?.destroy();
  }

  /** The ids of `expected` it has not received. */
  missing(expected: readonly number[]): number[] {
    return expected.filter((id) => !this.received.has(id));
  }

  private connect(): void {
    if (this.stopped) return;
    const ports = this.options.ports();
    const port = ports[this.copyIndex % ports.length] as number;
    let done = false;
    const again = () => {
      if (done) return;
      done = true;
      this.current = null;
      this.copyIndex += 1;
      if (!this.stopped) this.retryTimer = setTimeout(() => this.connect(), this.options.retryMs ?? 500);
    };
    const headers: Record<string, string> = { cookie: this.options.cookie, accept: 'text/event-stream' };
    if (this.lastId !== null) headers['last-event-id'] = String(this.lastId);
    const request = http.get({
      host: '127.0.0.1',
      port,
      path: `/apis/v1/console/stores/${this.options.businessId}/orders/events`,
      headers,
      agent: false,
    });
    this.current = request;
    request.on('error', again);
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        again();
        return;
      }
      this.connections += 1;
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          this.take(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      });
      response.on('end', again);
      response.on('error', again);
      response.on('close', again);
    });
  }

  private take(block: string): void {
    for (const line of block.split('\n')) {
      if (!line.startsWith('id:')) continue;
      const id = Number(line.slice(3).trim());
      if (!Number.isSafeInteger(id)) continue;
      this.received.add(id);
      this.lastId = Math.max(this.lastId ?? 0, id);
    }
  }
}

/** The boards the suite keeps open, and the last event committed before they opened. */
export interface OpenBoards {
  watchers: BoardWatcher[];
  startId: number;
}

type Query = (text: string, values: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>;

/**
 * Opens one board per copy for the store (its owner's session), waits until each stream is open, then
 * notes the newest event id: every event after it must reach every board.
 */
export async function openBoards(options: {
  ports: () => number[];
  businessId: string;
  cookie: string;
  query: Query;
}): Promise<OpenBoards> {
  const watchers = options.ports().map(
    (_, index) =>
      new BoardWatcher({
        ports: options.ports,
        businessId: options.businessId,
        cookie: options.cookie,
        firstCopy: index,
      }),
  );
  for (const watcher of watchers) watcher.start();
  const deadline = Date.now() + 15_000;
  while (watchers.some((watcher) => watcher.connections === 0)) {
    if (Date.now() > deadline) throw new Error('the order boards did not open within 15 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const found = await options.query('select coalesce(max(id), 0)::bigint as id from order_events', []);
  return { watchers, startId: Number(found.rows[0]?.id ?? 0) };
}

/**
 * Waits up to `waitMs` for every board to hold every event of the store committed since the boards opened;
 * answers one line per board that still misses some, and a note of what was checked.
 */
export async function boardsMissing(
  boards: OpenBoards,
  businessId: string,
  query: Query,
  waitMs = 15_000,
): Promise<{ missing: Array<{ board: number; detail: string }>; note: string }> {
  const found = await query('select id from order_events where business_id = $1 and id > $2 order by id', [
    businessId,
    boards.startId,
  ]);
  const expected = found.rows.map((row) => Number(row.id));
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline && boards.watchers.some((watcher) => watcher.missing(expected).length > 0)) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  for (const watcher of boards.watchers) watcher.stop();
  const missing = boards.watchers.flatMap((watcher, board) => {
    const lost = watcher.missing(expected);
    return lost.length === 0
      ? []
      : [
          {
            board,
            detail: `${lost.length} of ${expected.length} events never arrived (first ids ${lost.slice(0, 5).join(', ')})`,
          },
        ];
  });
  const connections = boards.watchers.map((watcher) => watcher.connections).join(' and ');
  return {
    missing,
    note: `order boards: ${expected.length} events of the store, each on every board; streams opened ${connections} times`,
  };
}
