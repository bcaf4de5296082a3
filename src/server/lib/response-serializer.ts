import type { FastifyInstance } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = Parameters<FastifyInstance['setSerializerCompiler']>[0];

/** The zod schema of a route's response entry (`schema.response[status]`). */
function zodSchemaOf(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  throw new TypeError('A response schema must be a zod schema');
}

/**
 * Drops every object schema's `required` list, in place. fast-json-stringify writes required
 * properties before optional ones; without the lists it keeps declaration order, the order the
 * zod parse wrote, so the bytes stay the same. (Only arrays are dropped: a property that is
 * itself named `required` is a schema object and stays.)
 */
function dropRequiredLists(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) dropRequiredLists(item);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown>;
  if ('properties' in record && Array.isArray(record.required)) delete record.required;
  for (const value of Object.values(record)) dropRequiredLists(value);
}

/**
 * JSON Schema of what the route sends (zod's output side), as fast-json-stringify is given it.
 * Objects get `additionalProperties: false`, so only the declared fields are written, in
 * declaration order, as the zod parse did: a DTO's extra fields (a bid's base price, a user's
 * password hash) never reach the wire.
 */
export function responseJsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const jsonSchema = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'throw',
  }) as Record<string, unknown>;
  delete jsonSchema.$schema;
  dropRequiredLists(jsonSchema);
  return jsonSchema;
}

/**
 * Response serializer compiler (ADR 0035): each route's zod response schema is converted to
 * JSON Schema and compiled with fast-json-stringify once, at start-up, instead of a zod parse
 * of the whole response on every call. It does not check the values against the schema (the
 * DTOs' types do; see `verify`).
 *
 * With `verify`, every response is also serialized the former way (zod parse, then
 * `JSON.stringify`) and the two must be byte-identical, or the call fails with a 500 — the
 * tests run with it, so every API test checks the compiled serializer against zod's checks.
 */
export function createResponseSerializerCompiler(options: { verify: boolean }): SerializerCompiler {
  const compile: SerializerCompiler = (routeSchema) => {
    const reference = zodSerializerCompiler(routeSchema as never) as (data: unknown) => string;
    const schema = zodSchemaOf(routeSchema.schema);
    // `z.undefined()` marks a 204 without body; there is nothing to compile.
    if (schema instanceof z.ZodUndefined) return reference;
    const serialize = fastJson(responseJsonSchemaOf(schema) as never);
    if (!options.verify) return serialize;
    return (data: unknown) => {
      const expected = reference(data);
      const actual = serialize(data);
      if (actual !== expected) {
        throw new Error(
          `Compiled serializer of ${routeSchema.method} ${routeSchema.url} differs from zod:\n` +
            `${actual}\n${expected}`,
        );
      }
      return actual;
    };
  };
  return compile;
}
