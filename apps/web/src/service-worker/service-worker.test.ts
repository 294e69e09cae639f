import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { precacheManifest, serviceWorkerSource } from './precache-manifest';

const sha256 = (content: string | Uint8Array) => createHash('sha256').update(content).digest('hex');
const workerCode = readFileSync(new URL('./worker.js', import.meta.url), 'utf8');
const origin = 'https://nearbite.test';

type Listener = (event: unknown) => void;

/** Runs the built worker in a sandbox with a Cache Storage and a network of our own. */
function startWorker(urls: string[], version: string, network: (request: Request) => Promise<Response>) {
  const listeners = new Map<string, Listener>();
  const stores = new Map<string, Map<string, Response>>();
  const caches = {
    open: async (name: string) => {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return {
        addAll: async (requests: Request[]) => {
          for (const request of requests) {
            const response = await network(request);
            if (!response.ok) throw new TypeError(`${request.url} answered ${response.status}`);
            store.set(new URL(request.url, origin).pathname, response);
          }
        },
      };
    },
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (url: string, options: { cacheName: string }) =>
      stores.get(options.cacheName)?.get(url)?.clone(),
  };
  const self = {
    location: { origin },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(async () => undefined),
    clients: { claim: vi.fn(async () => undefined) },
  };
  const fetch = vi.fn((input: Request) => network(input));
  // Request resolves relative URLs against the worker's origin, as in a browser.
  class WorkerRequest extends Request {
    constructor(input: string, init?: RequestInit) {
      super(new URL(input, origin), init);
    }
  }
  // The file as the build writes it: the manifest line, then the worker.
  runInNewContext(serviceWorkerSource({ version, urls }, workerCode), {
    self,
    caches,
    fetch,
    Request: WorkerRequest,
    Response,
    URL,
    Promise,
    Set,
  });

  async function lifecycle(type: 'install' | 'activate') {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ waitUntil: (promise: Promise<unknown>) => (done = promise) });
    await done;
  }

  /** Dispatches a fetch; answers the worker's response, or null when it let the browser handle it. */
  async function request(path: string, init: { mode?: RequestMode; method?: string } = {}) {
    const answered: { response: Promise<Response> | null } = { response: null };
    const req = new Request(new URL(path, origin), { method: init.method ?? 'GET' });
    Object.defineProperty(req, 'mode', { value: init.mode ?? 'cors' });
    listeners.get('fetch')?.({
      request: req,
      respondWith: (response: Promise<Response>) => (answered.response = response),
    });
    return answered.response ? await answered.response : null;
  }

  return { self, stores, fetch, lifecycle, request };
}

const shell = ['/index.html', '/assets/index-abc.js', '/assets/index-abc.css'];

function onlineNetwork() {
  return async (request: Request) => {
    const path = new URL(request.url).pathname;
    return new Response(
      path.endsWith('.html') || !path.includes('.') ? '<html>shell</html>' : `/* ${path} */`,
    );
  };
}

describe('precacheManifest', () => {
  it('lists index.html first, then every script, style sheet and public file, without compressed copies', () => {
    const manifest = precacheManifest(
      [
        { path: 'assets/vendor-1.js', content: 'v' },
        { path: 'assets/index-2.css', content: 'c' },
        { path: 'index.html', content: '<html>' },
        { path: 'assets/vendor-1.js.gz', content: 'x' },
        { path: 'assets/vendor-1.js.map', content: '{}' },
        { path: 'favicon.svg', content: '<svg/>' },
        { path: 'service-worker.js', content: 'self' },
      ],
      sha256,
    );
    expect(manifest.urls).toEqual([
      '/index.html',
      '/assets/index-2.css',
      '/assets/vendor-1.js',
      '/favicon.svg',
    ]);
    expect(manifest.version).toMatch(/^[0-9a-f]{16}$/);
  });

  it('gets a new version whenever a precached file changes, and only then', () => {
    const page = { path: 'index.html', content: '<html>1' };
    const script = { path: 'assets/a.js', content: 'a' };
    const first = precacheManifest([page, script], sha256).version;
    expect(precacheManifest([script, page], sha256).version).toBe(first);
    expect(precacheManifest([page, { ...script, content: 'b' }], sha256).version).not.toBe(first);
    expect(precacheManifest([{ ...page, content: '<html>2' }, script], sha256).version).not.toBe(first);
  });

  it('puts the manifest in front of the worker code', () => {
    const source = serviceWorkerSource({ version: 'v1', urls: ['/index.html'] }, '// worker');
    expect(source).toBe(
      'self.__NB_PRECACHE_MANIFEST__ = {"version":"v1","urls":["/index.html"]};\n// worker',
    );
  });
});

describe('the service worker', () => {
  it('precaches the shell on install, activates at once and takes control', async () => {
    const worker = startWorker(shell, 'v1', onlineNetwork());
    await worker.lifecycle('install');
    expect([...(worker.stores.get('nearbite-shell-v1')?.keys() ?? [])]).toEqual(shell);
    expect(worker.self.skipWaiting).toHaveBeenCalled();
    await worker.lifecycle('activate');
    expect(worker.self.clients.claim).toHaveBeenCalled();
  });

  it('drops the caches of older versions when a new one activates', async () => {
    const worker = startWorker(shell, 'v2', onlineNetwork());
    worker.stores.set('nearbite-shell-v1', new Map());
    worker.stores.set('someone-else', new Map());
    await worker.lifecycle('install');
    await worker.lifecycle('activate');
    expect([...worker.stores.keys()].sort()).toEqual(['nearbite-shell-v2', 'someone-else']);
  });

  it('serves navigations from the network while online', async () => {
    const network = vi.fn(async () => new Response('<html>fresh</html>'));
    const worker = startWorker(shell, 'v1', async (request) =>
      new URL(request.url).pathname === '/orders' ? network() : new Response('cached copy'),
    );
    await worker.lifecycle('install');
    const response = await worker.request('/orders', { mode: 'navigate' });
    expect(await response?.text()).toBe('<html>fresh</html>');
  });

  it('falls back to the cached index.html for navigations when offline', async () => {
    let online = true;
    const network = onlineNetwork();
    const worker = startWorker(shell, 'v1', async (request) => {
      if (!online) throw new TypeError('Failed to fetch');
      return network(request);
    });
    await worker.lifecycle('install');
    online = false;
    const response = await worker.request('/order/info?orderId=o1', { mode: 'navigate' });
    expect(await response?.text()).toBe('<html>shell</html>');
  });

  it('serves precached scripts from the cache', async () => {
    const worker = startWorker(shell, 'v1', onlineNetwork());
    await worker.lifecycle('install');
    worker.fetch.mockClear();
    const response = await worker.request('/assets/index-abc.js');
    expect(await response?.text()).toBe('/* /assets/index-abc.js */');
    expect(worker.fetch).not.toHaveBeenCalled();
  });

  it('never touches API calls, other origins, other methods or unlisted files', async () => {
    const worker = startWorker(shell, 'v1', onlineNetwork());
    await worker.lifecycle('install');
    expect(await worker.request('/apis/v1/user')).toBeNull();
    expect(await worker.request('/apis/v1/businesses', { mode: 'navigate' })).toBeNull();
    expect(await worker.request('https://tiles.example.com/1/2/3.png')).toBeNull();
    expect(await worker.request('/apis/v1/login', { method: 'POST' })).toBeNull();
    expect(await worker.request('/robots.txt')).toBeNull();
  });

  it("leaves the console's pages to the console, even offline", async () => {
    let online = true;
    const network = onlineNetwork();
    const worker = startWorker(shell, 'v1', async (request) => {
      if (!online) throw new TypeError('Failed to fetch');
      return network(request);
    });
    await worker.lifecycle('install');
    online = false;
    expect(await worker.request('/console', { mode: 'navigate' })).toBeNull();
    expect(await worker.request('/console/stores/s1/board', { mode: 'navigate' })).toBeNull();
    expect(await worker.request('/console/assets/index-1.js')).toBeNull();
    // A diner page whose path only starts like it is still the diner app's.
    expect(await worker.request('/consoles', { mode: 'navigate' })).not.toBeNull();
  });
});
