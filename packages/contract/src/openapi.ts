import { isAppRoute } from '@ts-rest/core';
import type { AppRoute, AppRouter } from '@ts-rest/core';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

interface OpenApiOperation {
  operationId: string;
  summary?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<
    string,
    { description: string; content?: { 'application/json': { schema: JsonSchema } } }
  >;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/**
 * Query schemas coerce strings with `z.preprocess`, whose input side JSON Schema cannot describe;
 * documenting the schema the value is checked against is what a client needs.
 */
function documentedSchema(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodPipe && schema.in instanceof z.ZodTransform) {
    return documentedSchema(schema.out as z.ZodType);
  }
  if (schema instanceof z.ZodOptional) return documentedSchema(schema.unwrap() as z.ZodType);
  return schema;
}

function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(documentedSchema(schema), {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  return json;
}

function isZodObject(schema: unknown): schema is z.ZodObject {
  return schema instanceof z.ZodObject;
}

function parametersOf(route: AppRoute): OpenApiParameter[] {
  const parameters: OpenApiParameter[] = [];
  const pathParams = isZodObject(route.pathParams) ? route.pathParams.shape : {};
  for (const [, name = ''] of route.path.matchAll(/:(\w+)/g)) {
    const schema = pathParams[name] as z.ZodType | undefined;
    parameters.push({
      name,
      in: 'path',
      required: true,
      schema: schema ? toJsonSchema(schema, 'input') : { type: 'string' },
    });
  }
  if (isZodObject(route.query)) {
    for (const [name, schema] of Object.entries(route.query.shape) as [string, z.ZodType][]) {
      parameters.push({
        name,
        in: 'query',
        required: !schema.safeParse(undefined).success,
        schema: toJsonSchema(schema, 'input'),
      });
    }
  }
  return parameters;
}

function operationOf(route: AppRoute, operationId: string): OpenApiOperation {
  const responses: OpenApiOperation['responses'] = {};
  for (const [status, schema] of Object.entries(route.responses)) {
    responses[status] =
      schema instanceof z.ZodType
        ? {
            description: `HTTP ${status}`,
            content: { 'application/json': { schema: toJsonSchema(schema, 'output') } },
          }
        : { description: `HTTP ${status}` };
  }
  const parameters = parametersOf(route);
  const body = 'body' in route ? route.body : undefined;
  return {
    operationId,
    ...(route.summary ? { summary: route.summary } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(body instanceof z.ZodType
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toJsonSchema(body, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

function collectRoutes(
  router: AppRouter,
  prefix: string[] = [],
): { id: string[]; route: AppRoute }[] {
  return Object.entries(router).flatMap(([key, value]) =>
    isAppRoute(value)
      ? [{ id: [...prefix, key], route: value }]
      : collectRoutes(value, [...prefix, key]),
  );
}

/** OpenAPI 3.1 from the contract, using zod 4's own JSON Schema output (3.1 speaks JSON Schema 2020-12). */
export function generateOpenApi({
  contract,
  info,
}: {
  contract: AppRouter;
  info: OpenApiDocument['info'];
}): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const { id, route } of collectRoutes(contract)) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const operationId = id
      .map((part, i) => (i === 0 ? part : part[0]?.toUpperCase() + part.slice(1)))
      .join('');
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route, operationId) };
  }
  return { openapi: '3.1.0', info, paths };
}
