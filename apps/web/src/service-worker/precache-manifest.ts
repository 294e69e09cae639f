/** A built file: its path under dist/ (`assets/index-abc.js`, `index.html`) and its content. */
export interface BuiltFile {
  path: string;
  content: string | Uint8Array;
}

export interface PrecacheManifest {
  /** Changes whenever any precached file changes, so browsers install the new worker. */
  version: string;
  /** Site-root URLs, index.html first. */
  urls: string[];
}

/** What the shell is made of: pages, scripts, styles, images, fonts, manifests. Not compressed copies or maps. */
const PRECACHED = /\.(?:html|js|css|svg|png|jpe?g|webp|avif|ico|woff2?|json|webmanifest)$/;
const WORKER_FILE = 'service-worker.js';

/**
 * The worker's precache list: index.html and every built script, style sheet and public file.
 * `hash` digests text or bytes to hex (the build passes SHA-256).
 */
export function precacheManifest(
  files: readonly BuiltFile[],
  hash: (content: string | Uint8Array) => string,
): PrecacheManifest {
  const kept = files
    .map((file) => ({ ...file, path: file.path.replace(/\\/g, '/').replace(/^\/+/, '') }))
    .filter((file) => PRECACHED.test(file.path) && file.path !== WORKER_FILE)
    .sort((a, b) =>
      a.path === 'index.html' ? -1 : b.path === 'index.html' ? 1 : a.path.localeCompare(b.path),
    );
  const unique = [...new Map(kept.map((file) => [file.path, file])).values()];
  const fingerprint = unique.map((file) => `${file.path}\n${hash(file.content)}`).join('\n');
  return { version: hash(fingerprint).slice(0, 16), urls: unique.map((file) => `/${file.path}`) };
}

/** The worker file: the manifest assignment, then the worker's code. */
export function serviceWorkerSource(manifest: PrecacheManifest, workerCode: string): string {
  return `self.__NB_PRECACHE_MANIFEST__ = ${JSON.stringify(manifest)};\n${workerCode}`;
}
