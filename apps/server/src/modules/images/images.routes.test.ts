import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../errors/error-handler.js';
import { createDemoCatalog } from '../../seed/catalog-generator.js';
import { imagesRoutesPlugin } from './images.routes.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(imagesRoutesPlugin, { prefix: '/apis/v1' });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

/** The attributes of the document's first tag, which must be an SVG root in the SVG namespace. */
function svgRoot(body: string): Record<string, string> {
  const match = /^<svg(\s+[^<>]*)>/.exec(body);
  if (!match?.[1]) throw new Error(`not an SVG document: ${body.slice(0, 80)}`);
  const attributes: Record<string, string> = {};
  for (const [, name, value] of match[1].matchAll(/([a-zA-Z:-]+)="([^"<]*)"/g)) {
    if (name && value !== undefined) attributes[name] = value;
  }
  return attributes;
}

describe('GET /images/:kind/:key.svg', () => {
  it.each(['logo', 'banner', 'dish'])('draws a %s as a cacheable SVG document', async (kind) => {
    const response = await app.inject({
      method: 'GET',
      url: `/apis/v1/images/${kind}/golden-dragon-kitchen.svg`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(svgRoot(response.body).xmlns).toBe('http://www.w3.org/2000/svg');
    expect(response.body.endsWith('</svg>')).toBe(true);
  });

  it('sets the width asked for, 300 or 750, and refuses others', async () => {
    const small = await app.inject({ method: 'GET', url: '/apis/v1/images/banner/sunset-noodles.svg?w=300' });
    expect(svgRoot(small.body)).toMatchObject({ width: '300', height: '150' });
    const large = await app.inject({ method: 'GET', url: '/apis/v1/images/dish/kung-pao-chicken.svg?w=750' });
    expect(svgRoot(large.body)).toMatchObject({ width: '750', height: '750' });
    const odd = await app.inject({ method: 'GET', url: '/apis/v1/images/dish/kung-pao-chicken.svg?w=123' });
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toMatchObject({ errType: 1, innerErrorType: 1 });
  });

  it('escapes a name containing <&>', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/apis/v1/images/logo/tom-%3C%26%3E-jerry.svg',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Tom &lt;&amp;&gt; Jerry');
    expect(response.body).not.toContain('<&>');
    expect(svgRoot(response.body)['aria-label']).toBe('Tom &lt;&amp;&gt; Jerry');
  });

  it("serves the demo catalog's banners with no store name drawn into them, in any language", async () => {
    const catalog = createDemoCatalog({ businesses: 40, seed: 1 });
    for (let index = 0; index < 40; index += 1) {
      const [business] = catalog.businessAt(index).businesses;
      const banner = business?.images[0];
      if (!business || !banner) throw new Error(`business ${index} has no banner`);
      expect(banner).toMatch(/^\/apis\/v1\/images\/banner\//);
      const response = await app.inject({ method: 'GET', url: `${banner}?w=750` });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toMatch(/<text|<title|aria-label/);
      const words = [...business.name.en.split(/\s+/), business.name.zh].filter((word) => word.length > 3);
      for (const word of words) expect(response.body).not.toContain(word);
    }
  });

  it('answers an unknown kind with the coded not-found error', async () => {
    const response = await app.inject({ method: 'GET', url: '/apis/v1/images/poster/golden-dragon.svg' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errType: 1, innerErrorType: 20 });
  });
});
