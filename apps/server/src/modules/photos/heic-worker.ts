import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** What the worker answers for one picture: its size, and its RGBA pixels unless it was too large to decode. */
export interface DecodedHeic {
  width: number;
  height: number;
  /** Null when `tooLarge` said no before decoding. */
  rgba: Uint8Array | null;
}

type Reply =
  | { id: number; ok: true; width: number; height: number; rgba: Uint8Array | null }
  | { id: number; ok: false; message: string };

/*
 * libheif in WebAssembly decodes on the thread that calls it: a 12-megapixel iPhone photo keeps it busy for
 * about a second, during which the server would answer nothing. So it runs in a worker thread of its own. The
 * worker is plain CommonJS given as source (it needs no TypeScript loader, from src in tests or from dist),
 * loads heic-decode by the absolute path resolved here, and checks the size before decoding.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const decodeHeic = require(workerData.modulePath);
parentPort.on('message', async ({ id, bytes, maxPixels }) => {
  let images;
  try {
    images = await decodeHeic.all({ buffer: new Uint8Array(bytes) });
    const first = images[0];
    if (!first) throw new Error('no image in the file');
    if (first.width * first.height > maxPixels) {
      parentPort.postMessage({ id, ok: true, width: first.width, height: first.height, rgba: null });
      return;
    }
    const { data, width, height } = await first.decode();
    const rgba = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    parentPort.postMessage({ id, ok: true, width, height, rgba }, [rgba.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, ok: false, message: String(error && error.message || error) });
  } finally {
    if (images) images.dispose();
  }
});
`;

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();

function failAll(error: Error): void {
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
  worker = null;
}

function running(): Worker {
  if (worker) return worker;
  const modulePath = createRequire(import.meta.url).resolve('heic-decode');
  const started = new Worker(WORKER_SOURCE, { eval: true, workerData: { modulePath } });
  started.on('message', (reply: Reply) => {
    pending.get(reply.id)?.resolve(reply);
    pending.delete(reply.id);
    if (pending.size === 0) started.unref();
  });
  started.on('error', failAll);
  started.on('exit', (code) => failAll(new Error(`the HEIC worker stopped (${code})`)));
  // An idle worker must not keep a server that is shutting down alive; a busy one keeps its caller waiting.
  started.unref();
  worker = started;
  return started;
}

/** Decodes an HEVC-coded HEIC off the main thread; pixels only when width × height is at most `maxPixels`. */
export function decodeHeicOffThread(bytes: Buffer, maxPixels: number): Promise<DecodedHeic> {
  const id = ++nextId;
  const target = running();
  return new Promise<Reply>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    target.ref();
    target.postMessage({ id, bytes, maxPixels });
  }).then((reply) => {
    if (!reply.ok) throw new Error(reply.message);
    return { width: reply.width, height: reply.height, rgba: reply.rgba };
  });
}
