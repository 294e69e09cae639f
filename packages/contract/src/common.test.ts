import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { isStorableText, text } from './common.js';

/** Every module of the contract; each `…Routes` export maps route names to their schemas. */
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });

interface Def {
  type: string;
  [key: string]: unknown;
}

const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } })?._zod?.def;

/** The string schemas inside a schema, with where they sit, through objects, arrays, unions and wrappers. */
function stringsIn(schema: unknown, path: string, seen = new Set<unknown>()): [string, ZodType][] {
  const def = defOf(schema);
  if (!def || seen.has(schema)) return [];
  seen.add(schema);
  const inner = (child: unknown, childPath = path) => stringsIn(child, childPath, seen);
  switch (def.type) {
    case 'string':
      return [[path, schema as ZodType]];
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, child]) =>
        inner(child, `${path}.${key}`),
      );
    case 'array':
      return inner(def.element, `${path}[]`);
    case 'tuple':
      return (def.items as unknown[]).flatMap((child, index) => inner(child, `${path}[${index}]`));
    case 'union':
      return (def.options as unknown[]).flatMap((child) => inner(child));
    case 'record':
      return [...inner(def.keyType, `${path}{key}`), ...inner(def.valueType, `${path}{}`)];
    case 'pipe':
      return [...inner(def.in), ...inner(def.out)];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return inner(def.innerType);
    default:
      return [];
  }
}

const requestStrings = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([name]) => name.endsWith('Routes'))
    .flatMap(([group, routes]) =>
      Object.entries(routes as Record<string, Record<string, unknown>>).flatMap(([route, schemas]) =>
        (['body', 'querystring', 'params'] as const).flatMap((part) =>
          stringsIn(schemas[part], `${file.slice(2)} ${group}.${route} ${part}`),
        ),
      ),
    ),
);

describe('storable text', () => {
  it('refuses NUL and lone surrogates, keeps emoji and every other character', () => {
    expect(isStorableText('noodles')).toBe(true);
    expect(isStorableText('面条 👩‍💻 café\t\n')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\ud800')).toBe(false);
    expect(isStorableText('\udc00a')).toBe(false);
    expect(text().max(5).safeParse('a\u0000').success).toBe(false);
    expect(text().trim().min(1).parse('  ok ')).toBe('ok');
  });

  it('covers every string a request can carry, in the body, the query and the path', () => {
    expect(requestStrings.length).toBeGreaterThan(50);
    const accepting = requestStrings
      .filter(([, schema]) => schema.safeParse('1\u0000').success || schema.safeParse('1\ud800').success)
      .map(([path]) => path);
    expect(accepting).toEqual([]);
  });
});
