import { routeExamples } from '@nearbite/contract/examples/route-examples';
import { routeTables } from '@nearbite/contract/route-tables';
import { API_BASE_PATH } from '@nearbite/domain/app-constants';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';

interface Example {
  body?: unknown;
  response: unknown;
}

interface Media {
  example?: unknown;
}

interface Operation {
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
}

/** Each contract route's example by its OpenAPI path (`/apis/v1/orders/{orderId}`) and method (`get`). */
const examples = Object.entries(routeTables).flatMap(([area, table]) =>
  Object.entries(table as Record<string, { method: string; url: string }>).map(([name, route]) => ({
    path: `${API_BASE_PATH}${route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`,
    method: route.method.toLowerCase(),
    example: (routeExamples as unknown as Record<string, Record<string, Example | undefined>>)[area]?.[name],
  })),
);

/** The media of a JSON body with the example beside its schema (a `$ref` schema takes no siblings). */
function withExample(content: Record<string, Media> | undefined, example: unknown) {
  // JSON for every route but the event streams, whose example is one event's data.
  const type = content?.['application/json'] ? 'application/json' : Object.keys(content ?? {})[0];
  const media = type ? content?.[type] : undefined;
  return type && media ? { ...content, [type]: { ...media, example } } : content;
}

/**
 * jsonSchemaTransformObject (the contract's named schemas into components), then each contract route's
 * example (packages/contract/src/examples) on its request body and its 200 answer.
 */
export const jsonSchemaTransformObjectWithExamples: typeof jsonSchemaTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as { paths?: Record<string, Record<string, Operation>> };
  const paths = { ...document.paths };
  for (const { path, method, example } of examples) {
    const operation = paths[path]?.[method];
    if (!operation || !example) continue;
    const answer = operation.responses?.['200'];
    paths[path] = {
      ...paths[path],
      [method]: {
        ...operation,
        ...(operation.requestBody && example.body !== undefined
          ? {
              requestBody: {
                ...operation.requestBody,
                content: withExample(operation.requestBody.content, example.body),
              },
            }
          : {}),
        ...(answer
          ? {
              responses: {
                ...operation.responses,
                200: { ...answer, content: withExample(answer.content, example.response) },
              },
            }
          : {}),
      },
    };
  }
  return { ...document, paths } as ReturnType<typeof jsonSchemaTransformObject>;
};
