import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AuditEntryDto } from '@nearbite/contract/console-audit';
import type { StorePhotoDto } from '@nearbite/contract/console-photos';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { addStaff, consoleCall, expectError, signedIn } from '../../test/console-fixtures.js';
import { createSignedInUser, createStoreFixture, type StoreFixture } from '../../test/order-fixtures.js';
import { fetchPhoto, photoBytes, sha256, uploadPhoto } from '../../test/photo-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';

/**
 * Photos through the API with real pictures: what an owner uploads is served upright, without its EXIF and
 * GPS, at 300 and 750 wide in the format the browser takes; the uploaded bytes are never kept or served; a
 * program renamed photo.jpg and a 30 MB file are refused with their codes; a photo the store still shows
 * cannot be deleted.
 */

const OWNER = '4155550501';
const MANAGER = '4155550502';
const STAFF = '4155550503';
const OTHER_OWNER = '4155550504';
const PLATFORM_ADMIN = '4155550599';
const AVIF_FIRST = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const WEBP_FIRST = 'image/webp,*/*';

let database: TestDatabase;
let app: NearbiteApp;
let dataDir: string;
let store: StoreFixture;
let otherStore: string;
const cookies = { owner: '', manager: '', staff: '', otherOwner: '', diner: '', admin: '' };

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'nearbite-photos-'));
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: dataDir,
    PLATFORM_ADMINS: `+1${PLATFORM_ADMIN}`,
  });
  app = await buildApp({ config, database });
  await app.ready();
  store = await createStoreFixture(database.db);
  otherStore = (await createStoreFixture(database.db)).businessId;
  await addStaff(database.db, store.businessId, OWNER, 'owner');
  await addStaff(database.db, store.businessId, MANAGER, 'manager');
  await addStaff(database.db, store.businessId, STAFF, 'staff');
  await addStaff(database.db, otherStore, OTHER_OWNER, 'owner');
  cookies.owner = (await signedIn(database.db, OWNER)).cookie;
  cookies.manager = (await signedIn(database.db, MANAGER)).cookie;
  cookies.staff = (await signedIn(database.db, STAFF)).cookie;
  cookies.otherOwner = (await signedIn(database.db, OTHER_OWNER)).cookie;
  cookies.diner = (await createSignedInUser(database.db)).cookie;
  cookies.admin = (await signedIn(database.db, PLATFORM_ADMIN)).cookie;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function upload(
  bytes: Buffer,
  cookie = cookies.owner,
  contentType = 'image/jpeg',
): Promise<StorePhotoDto> {
  const response = await uploadPhoto(app, store.businessId, cookie, bytes, contentType);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as StorePhotoDto;
}

async function listed(cookie = cookies.owner): Promise<StorePhotoDto[]> {
  const response = await consoleCall(app, 'GET', `/stores/${store.businessId}/photos`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { photos: StorePhotoDto[] }).photos;
}

/** Every file the photo store holds for the store, read from DATA_DIR/photos. */
async function storedFiles(): Promise<Buffer[]> {
  const root = join(dataDir, 'photos', store.businessId);
  const photos = await readdir(root).catch(() => [] as string[]);
  const files = await Promise.all(
    photos.map(async (photo) => (await readdir(join(root, photo))).map((name) => join(root, photo, name))),
  );
  return Promise.all(files.flat().map((path) => readFile(path)));
}

async function served(url: string, accept: string) {
  const response = await fetchPhoto(app, url, accept);
  expect(response.statusCode, response.body).toBe(200);
  const meta = await sharp(response.rawPayload).metadata();
  return { response, meta, bytes: response.rawPayload };
}

describe('uploading a photo', () => {
  it('serves an upright copy without EXIF or GPS, at 300 and 750 wide, in AVIF, WebP or JPEG by Accept', async () => {
    const original = await photoBytes.sidewaysJpeg();
    const photo = await upload(original);
    expect(photo).toMatchObject({ width: 800, height: 1200, sourceType: 'jpeg', inUse: false });
    expect(photo.url).toBe(`/apis/v1/images/photo/${photo.id}`);
    expect(photo.sourceBytes).toBe(original.length);

    const seen: Array<[string, string, number | undefined, number | undefined]> = [];
    const hashes = new Set<string>();
    for (const [accept, query] of [
      [AVIF_FIRST, ''],
      [AVIF_FIRST, '?w=300'],
      [WEBP_FIRST, '?w=750'],
      [WEBP_FIRST, '?w=300'],
      ['*/*', ''],
      ['image/jpeg', '?w=300'],
    ] as const) {
      const { response, meta, bytes } = await served(`${photo.url}${query}`, accept);
      expect(response.headers).toMatchObject({
        vary: 'Accept',
        'cache-control': 'public, max-age=31536000, immutable',
        etag: expect.stringMatching(/^".+"$/),
      });
      expect([meta.exif, meta.xmp, meta.iptc, meta.orientation]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      seen.push([String(response.headers['content-type']), accept, meta.width, meta.height]);
      hashes.add(sha256(bytes));
    }
    expect(seen.map(([type, , width, height]) => [type, width, height])).toEqual([
      ['image/avif', 750, 1125],
      ['image/avif', 300, 450],
      ['image/webp', 750, 1125],
      ['image/webp', 300, 450],
      ['image/jpeg', 750, 1125],
      ['image/jpeg', 300, 450],
    ]);
    expect(hashes.size).toBe(6);
    expect(hashes.has(sha256(original))).toBe(false);

    // Turned upright: the green band along the stored picture's left edge is now along the top.
    const { bytes } = await served(`${photo.url}?w=300`, 'image/jpeg');
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    const [topRed, topGreen] = pixel(150, 20);
    const [bottomRed, bottomGreen] = pixel(150, 430);
    expect(topGreen).toBeGreaterThan(topRed as number);
    expect(bottomRed).toBeGreaterThan(bottomGreen as number);
  });

  it('answers 304 to a browser that has the same file, and refuses widths other than 300 and 750 (A1)', async () => {
    const [photo] = await listed();
    const first = await fetchPhoto(app, `${photo?.url}?w=300`, AVIF_FIRST);
    const again = await fetchPhoto(app, `${photo?.url}?w=300`, AVIF_FIRST, {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const other = await fetchPhoto(app, `${photo?.url}?w=500`, AVIF_FIRST);
    expectError(other, 400, 'A1');
  });

  it('keeps transparency: a manager uploads a logo, served as PNG to a browser without AVIF or WebP', async () => {
    const photo = await upload(await photoBytes.transparentPng(), cookies.manager, 'image/png');
    expect(photo).toMatchObject({ width: 600, height: 200, sourceType: 'png' });
    const fallback = await served(photo.url, 'image/png,image/*');
    expect(fallback.response.headers['content-type']).toBe('image/png');
    expect([fallback.meta.width, fallback.meta.height, fallback.meta.hasAlpha]).toEqual([600, 200, true]);
    const small = await served(`${photo.url}?w=300`, WEBP_FIRST);
    expect([small.meta.format, small.meta.width, small.meta.hasAlpha]).toEqual(['webp', 300, true]);
  });

  it('takes WebP and AVIF (HEIF) pictures, whatever content type the browser declared', async () => {
    const webp = await upload(await photoBytes.webp(), cookies.owner, 'application/octet-stream');
    expect(webp).toMatchObject({ width: 1000, height: 1000, sourceType: 'webp' });
    const avif = await upload(await photoBytes.avif(), cookies.owner, 'image/heic');
    expect(avif).toMatchObject({ width: 640, height: 480, sourceType: 'avif' });
    // Smaller than 750: served at its own width, never enlarged.
    expect((await served(avif.url, '*/*')).meta.width).toBe(640);
  });

  it('never keeps the uploaded bytes: the photo store holds only derived files', async () => {
    const originals = await Promise.all([
      photoBytes.sidewaysJpeg(),
      photoBytes.transparentPng(),
      photoBytes.webp(),
    ]);
    const files = await storedFiles();
    expect(files.length).toBe(4 * 6);
    const stored = new Set(files.map(sha256));
    for (const original of originals) expect(stored.has(sha256(original))).toBe(false);
  });

  it('lists the store photos newest first with their sizes, and audits each upload', async () => {
    const photos = await listed(cookies.manager);
    expect(photos.map((photo) => [photo.sourceType, photo.width, photo.height])).toEqual([
      ['avif', 640, 480],
      ['webp', 1000, 1000],
      ['png', 600, 200],
      ['jpeg', 800, 1200],
    ]);
    const audit = await consoleCall(app, 'GET', `/stores/${store.businessId}/auditLog`, cookies.owner);
    const entries = (audit.json() as { entries: AuditEntryDto[] }).entries;
    expect(entries.filter((entry) => entry.action === 'photo.upload').map((entry) => entry.target)).toEqual(
      photos.map((photo) => photo.id),
    );
  });
});

describe('refused uploads', () => {
  it('refuses a Windows program named photo.jpg (A201), whatever type it declares, and keeps nothing', async () => {
    const before = (await listed()).length;
    for (const type of ['image/jpeg', 'application/octet-stream']) {
      const response = await uploadPhoto(
        app,
        store.businessId,
        cookies.owner,
        photoBytes.windowsProgram(),
        type,
      );
      expectError(response, 415, 'A201');
    }
    expect(await listed()).toHaveLength(before);
    expect(await storedFiles()).toHaveLength(before * 6);
  });

  it('refuses a 30 MB file (A200) and an empty one (A201)', async () => {
    const huge = Buffer.concat([await photoBytes.sidewaysJpeg(), Buffer.alloc(30 * 1024 * 1024)]);
    expectError(await uploadPhoto(app, store.businessId, cookies.owner, huge), 413, 'A200');
    expectError(await uploadPhoto(app, store.businessId, cookies.owner, Buffer.alloc(0)), 415, 'A201');
  });

  it('refuses a picture with too many pixels (A202), a damaged one (A203), and a JSON or text body (A4)', async () => {
    const wide = await sharp({ create: { width: 9000, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expectError(await uploadPhoto(app, store.businessId, cookies.owner, wide, 'image/png'), 422, 'A202');
    const damaged = Buffer.concat([(await photoBytes.sidewaysJpeg()).subarray(0, 300), Buffer.alloc(500, 1)]);
    expectError(await uploadPhoto(app, store.businessId, cookies.owner, damaged), 422, 'A203');
    const text = await uploadPhoto(app, store.businessId, cookies.owner, Buffer.from('hello'), 'text/plain');
    expectError(text, 415, 'A4');
  });
});

describe('who may manage photos', () => {
  it('refuses staff (A195), another store and diners (A194), and signed-out callers (A7)', async () => {
    const [photo] = await listed();
    const bytes = await photoBytes.webp();
    const base = `/stores/${store.businessId}/photos`;
    const refusals: Array<[string | null, number, string]> = [
      [cookies.staff, 403, 'A195'],
      [cookies.otherOwner, 403, 'A194'],
      [cookies.diner, 403, 'A194'],
      [null, 401, 'A7'],
    ];
    for (const [cookie, status, code] of refusals) {
      expectError(await uploadPhoto(app, store.businessId, cookie, bytes), status, code);
      expectError(await consoleCall(app, 'GET', base, cookie), status, code);
      expectError(await consoleCall(app, 'DELETE', `${base}/${photo?.id}`, cookie), status, code);
    }
    expect(await listed()).toHaveLength(4);
  });

  it('lets a platform admin, on no staff, list and upload for any store', async () => {
    const photo = await upload(await photoBytes.webp(), cookies.admin);
    expect((await listed(cookies.admin)).map((listedPhoto) => listedPhoto.id)).toContain(photo.id);
    const removed = await consoleCall(
      app,
      'DELETE',
      `/stores/${store.businessId}/photos/${photo.id}`,
      cookies.admin,
    );
    expect(removed.json()).toEqual({ ok: true });
  });

  it("answers another store's photo as unknown (A204) to that store's owner", async () => {
    const [photo] = await listed();
    const response = await consoleCall(
      app,
      'DELETE',
      `/stores/${otherStore}/photos/${photo?.id}`,
      cookies.otherOwner,
    );
    expectError(response, 404, 'A204');
  });
});

describe('deleting a photo', () => {
  it("refuses one the store's logo, images or an item still shows (A205), then deletes it once it is not", async () => {
    const photos = await listed();
    const [logo, item] = photos as [StorePhotoDto, StorePhotoDto];
    await database.db.execute(sql`update businesses set logo = ${logo.url} where id = ${store.businessId}`);
    await database.db.execute(
      sql`update commodities set images = ${JSON.stringify([`${item.url}?w=750`])}::jsonb where id = ${store.items.noodles.id}`,
    );
    expect((await listed()).filter((photo) => photo.inUse).map((photo) => photo.id)).toEqual([
      logo.id,
      item.id,
    ]);
    for (const photo of [logo, item]) {
      const refused = await consoleCall(
        app,
        'DELETE',
        `/stores/${store.businessId}/photos/${photo.id}`,
        cookies.owner,
      );
      expectError(refused, 409, 'A205');
      expect((await fetchPhoto(app, photo.url, '*/*')).statusCode).toBe(200);
    }

    await database.db.execute(sql`update businesses set logo = null where id = ${store.businessId}`);
    const deleted = await consoleCall(
      app,
      'DELETE',
      `/stores/${store.businessId}/photos/${logo.id}`,
      cookies.manager,
    );
    expect(deleted.json()).toEqual({ ok: true });
    expectError(await fetchPhoto(app, logo.url, '*/*'), 404, 'A204');
    expect(await storedFiles()).toHaveLength(3 * 6);
    const again = await consoleCall(
      app,
      'DELETE',
      `/stores/${store.businessId}/photos/${logo.id}`,
      cookies.owner,
    );
    expectError(again, 404, 'A204');
    const audit = await consoleCall(app, 'GET', `/stores/${store.businessId}/auditLog`, cookies.owner);
    expect((audit.json() as { entries: AuditEntryDto[] }).entries[0]).toMatchObject({
      action: 'photo.delete',
      target: logo.id,
    });
  });

  it('answers an unknown or malformed photo URL with A204', async () => {
    expectError(
      await fetchPhoto(app, '/apis/v1/images/photo/9b2f0c1e-0000-4000-8000-000000000000', '*/*'),
      404,
      'A204',
    );
    expectError(await fetchPhoto(app, '/apis/v1/images/photo/not-a-photo', '*/*'), 404, 'A204');
  });
});

// Last: the counts of stored photos above do not include these.
describe('an iPhone photo', () => {
  it("decodes an iPhone's HEVC HEIC: served at its own size as WebP, the colours in place, its EXIF gone", async () => {
    const heic = await upload(await photoBytes.hevcHeic(), cookies.owner, 'image/heic');
    expect(heic).toMatchObject({ width: 120, height: 80, sourceType: 'heif' });
    const small = await served(`${heic.url}?w=300`, WEBP_FIRST);
    expect([small.meta.format, small.meta.width, small.meta.height]).toEqual(['webp', 120, 80]);
    const { data } = await sharp(small.bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 120 + x) * 3, (y * 120 + x) * 3 + 3)];
    const [left, right] = [pixel(20, 40), pixel(100, 40)];
    expect(left[0]).toBeGreaterThan(150);
    expect(left[2]).toBeLessThan(90);
    expect(right[2]).toBeGreaterThan(150);
    expect(right[0]).toBeLessThan(90);

    const withExif = await upload(
      await photoBytes.hevcHeicWithExif(),
      cookies.owner,
      'application/octet-stream',
    );
    expect(withExif.sourceType).toBe('heif');
    for (const accept of [AVIF_FIRST, WEBP_FIRST, 'image/jpeg']) {
      const { meta } = await served(withExif.url, accept);
      expect([meta.exif, meta.xmp, meta.icc]).toEqual([undefined, undefined, undefined]);
    }
  });
});
