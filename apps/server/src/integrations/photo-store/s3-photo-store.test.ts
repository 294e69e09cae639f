import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StorePhotoDto } from '@nearbite/contract/console-photos';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { addStaff, signedIn } from '../../test/console-fixtures.js';
import { createStoreFixture } from '../../test/order-fixtures.js';
import { fetchPhoto, photoBytes, sha256, uploadPhoto } from '../../test/photo-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { createPhotoStore } from './create-photo-store.js';
import type { PhotoStore } from './photo-store.js';
import { createS3PhotoStore } from './s3-photo-store.js';

/** The S3 photo store against s3rver, a real S3-compatible server over HTTP, started here on a free port. */

const BUCKET = 'nearbite-photos';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const businessId = '0b8f7d3c-5a41-4e2b-9c6d-1f2e3d4c5b6a';
const photoId = '7c6b5a49-3827-4165-8e4d-3c2b1a098f7e';
const key = (name: string) => `${businessId}/${photoId}/${name}`;

let s3Dir: string;
let server: S3rver;
let endpoint: string;
let store: PhotoStore;

beforeAll(async () => {
  s3Dir = await mkdtemp(join(tmpdir(), 'nearbite-s3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  store = createS3PhotoStore({ bucket: BUCKET, region: 'us-east-1', endpoint, credentials });
});

afterAll(async () => {
  await server?.close();
  if (s3Dir) await rm(s3Dir, { recursive: true, force: true });
});

describe('the S3 photo store', () => {
  it('puts, gets and removes files, and answers null for a file it does not have', async () => {
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .webp()
      .toBuffer();
    await store.put(key('300.webp'), bytes, 'image/webp');
    expect(sha256((await store.get(key('300.webp'))) as Uint8Array)).toBe(sha256(bytes));
    expect(await store.get(key('750.webp'))).toBeNull();
    await store.remove([key('300.webp'), key('750.webp')]);
    expect(await store.get(key('300.webp'))).toBeNull();
  });

  it('refuses a key that is not a photo file, and reports an unreachable server as unavailable', async () => {
    await expect(store.get('../../etc/passwd')).rejects.toThrow('not a photo key');
    const closed = createS3PhotoStore({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9',
      credentials,
    });
    await expect(closed.get(key('300.webp'))).rejects.toMatchObject({ name: 'PhotoStoreUnavailableError' });
  });

  it('is the store the configuration names with PHOTO_S3_BUCKET (path-style at PHOTO_S3_ENDPOINT)', async () => {
    const previous = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
    process.env.AWS_ACCESS_KEY_ID = credentials.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = credentials.secretAccessKey;
    try {
      const config = loadConfig({ NODE_ENV: 'test', PHOTO_S3_BUCKET: BUCKET, PHOTO_S3_ENDPOINT: endpoint });
      const configured = createPhotoStore(config);
      await configured.put(key('750.jpeg'), Buffer.from([0xff, 0xd8, 0xff]), 'image/jpeg');
      expect(await store.get(key('750.jpeg'))).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));
      await configured.remove([key('750.jpeg')]);
    } finally {
      process.env.AWS_ACCESS_KEY_ID = previous.id;
      process.env.AWS_SECRET_ACCESS_KEY = previous.secret;
      if (previous.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
      if (previous.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
    }
  });
});

describe('photos through the API on S3', () => {
  let database: TestDatabase;
  let app: NearbiteApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent' });
    app = await buildApp({ config, database, photoStore: store });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('uploads into the bucket, serves from it, and deletes from it', async () => {
    const shop = (await createStoreFixture(database.db)).businessId;
    await addStaff(database.db, shop, '4155550601', 'owner');
    const { cookie } = await signedIn(database.db, '4155550601');
    const uploaded = await uploadPhoto(app, shop, cookie, await photoBytes.sidewaysJpeg());
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const photo = uploaded.json() as StorePhotoDto;
    expect(await store.get(`${shop}/${photo.id}/300.avif`)).not.toBeNull();
    const served = await fetchPhoto(app, `${photo.url}?w=300`, 'image/webp');
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(300);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/apis/v1/console/stores/${shop}/photos/${photo.id}`,
      headers: { origin: 'http://localhost:80', host: 'localhost:80', cookie },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await store.get(`${shop}/${photo.id}/300.avif`)).toBeNull();
  });
});
