/**
 * `schema.ts` is written by hand next to the migrations; this test keeps the two from drifting.
 * It reads the `Database` interface from the source with the TypeScript compiler (no list of tables
 * here to keep up to date) and compares every table, column and column's nullability with what a
 * freshly migrated database reports in `information_schema`.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  openMigratedPglite,
  openMigratedPostgres,
  prepareTestServer,
  testDatabaseKinds,
} from './testing.ts';

/** Kysely's own bookkeeping, created by the migrator rather than by a migration. */
const MIGRATOR_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

type Columns = Map<string, { nullable: boolean }>;
type TableShapes = Map<string, Columns>;

function isNullUnion(node: ts.TypeNode): boolean {
  return (
    ts.isUnionTypeNode(node) &&
    node.types.some(
      (member) => ts.isLiteralTypeNode(member) && member.literal.kind === ts.SyntaxKind.NullKeyword,
    )
  );
}

/** `T | null`, or a Kysely wrapper (`Generated`, `ColumnType`, …) whose selected type is. */
function isNullable(node: ts.TypeNode): boolean {
  if (isNullUnion(node)) return true;
  if (ts.isTypeReferenceNode(node) && node.typeArguments?.[0]) {
    return isNullable(node.typeArguments[0]);
  }
  return false;
}

/** Tables and columns as `schema.ts` declares them in its exported `Database` interface. */
function declaredTables(source: string): TableShapes {
  const file = ts.createSourceFile('schema.ts', source, ts.ScriptTarget.Latest);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  for (const statement of file.statements) {
    if (ts.isInterfaceDeclaration(statement)) interfaces.set(statement.name.text, statement);
  }
  const database = interfaces.get('Database');
  if (!database) throw new Error('schema.ts declares no `Database` interface');
  const tables: TableShapes = new Map();
  for (const member of database.members) {
    if (!ts.isPropertySignature(member) || !member.type || !ts.isTypeReferenceNode(member.type)) {
      throw new Error(`Database.${member.name?.getText(file)} is not a table interface`);
    }
    const tableName = member.name.getText(file);
    const declaration = interfaces.get(member.type.typeName.getText(file));
    if (!declaration) {
      throw new Error(
        `Database.${tableName}: no interface ${member.type.getText(file)} in schema.ts`,
      );
    }
    const columns: Columns = new Map();
    for (const column of declaration.members) {
      if (ts.isPropertySignature(column) && column.type) {
        columns.set(column.name.getText(file), { nullable: isNullable(column.type) });
      }
    }
    tables.set(tableName, columns);
  }
  return tables;
}

/** Every difference, one line each, so a failure lists all of them at once. */
function compareShapes(declared: TableShapes, migrated: TableShapes): string[] {
  const problems: string[] = [];
  for (const [table, columns] of migrated) {
    const declaredColumns = declared.get(table);
    if (!declaredColumns) {
      problems.push(`table ${table} is missing from Database in schema.ts`);
      continue;
    }
    for (const [column, { nullable }] of columns) {
      const declaredColumn = declaredColumns.get(column);
      if (!declaredColumn) problems.push(`${table}.${column} is missing from schema.ts`);
      else if (declaredColumn.nullable !== nullable) {
        problems.push(
          `${table}.${column} is ${nullable ? 'nullable' : 'not null'} in the database but ${
            declaredColumn.nullable ? 'nullable' : 'not null'
          } in schema.ts`,
        );
      }
    }
    for (const column of declaredColumns.keys()) {
      if (!columns.has(column))
        problems.push(`${table}.${column} is in schema.ts but not in the database`);
    }
  }
  for (const table of declared.keys()) {
    if (!migrated.has(table))
      problems.push(`table ${table} is in schema.ts but not in the database`);
  }
  return problems;
}

describe('declaredTables and compareShapes', () => {
  const source = `
    type Generated<T> = T;
    export interface ThingsTable { id: Generated<number>; note: string | null; seen: Generated<Date | null>; name: string }
    export interface Database { things: ThingsTable }`;

  it('reads tables, columns and nullability from the Database interface', () => {
    expect(declaredTables(source)).toEqual(
      new Map([
        [
          'things',
          new Map([
            ['id', { nullable: false }],
            ['note', { nullable: true }],
            ['seen', { nullable: true }],
            ['name', { nullable: false }],
          ]),
        ],
      ]),
    );
  });

  it('reports missing and extra tables and columns and a nullability mismatch', () => {
    const migrated: TableShapes = new Map([
      [
        'things',
        new Map([
          ['id', { nullable: false }],
          ['note', { nullable: false }],
          ['seen', { nullable: true }],
          ['added', { nullable: false }],
        ]),
      ],
      ['others', new Map([['id', { nullable: false }]])],
    ]);
    expect(compareShapes(declaredTables(source), migrated)).toEqual([
      'things.note is not null in the database but nullable in schema.ts',
      'things.added is missing from schema.ts',
      'things.name is in schema.ts but not in the database',
      'table others is missing from Database in schema.ts',
    ]);
  });
});

describe.each(testDatabaseKinds)('schema.ts against a migrated %s database', (kind) => {
  it('declares exactly the tables and columns the migrations create', async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (kind === 'postgres' && url) await prepareTestServer(url);
    const database =
      kind === 'postgres' && url ? await openMigratedPostgres(url) : await openMigratedPglite();
    try {
      const { rows } = await sql<{ table_name: string; column_name: string; is_nullable: string }>`
        select c.table_name, c.column_name, c.is_nullable
        from information_schema.columns c
        join information_schema.tables t
          on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
        order by c.table_name, c.ordinal_position`.execute(database.db);
      const migrated: TableShapes = new Map();
      for (const row of rows) {
        if (MIGRATOR_TABLES.has(row.table_name)) continue;
        const columns = migrated.get(row.table_name) ?? new Map();
        columns.set(row.column_name, { nullable: row.is_nullable === 'YES' });
        migrated.set(row.table_name, columns);
      }
      expect(migrated.size).toBeGreaterThan(10);
      const declared = declaredTables(
        readFileSync(new URL('./schema.ts', import.meta.url), 'utf8'),
      );
      expect(compareShapes(declared, migrated)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
