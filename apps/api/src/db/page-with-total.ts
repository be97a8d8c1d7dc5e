import { sql } from 'kysely';
import type { SelectQueryBuilder } from 'kysely';

/**
 * One page of an ordered list and the number of rows its filters match, read together: `rows` is
 * the ordered query, `count` the same filters without the selection or the order.
 */
export async function pageWithTotal<
  RowDB,
  RowTables extends keyof RowDB,
  Row,
  CountDB,
  CountTables extends keyof CountDB,
  CountRow,
>({
  rows,
  count,
  page,
  pageSize,
}: {
  rows: SelectQueryBuilder<RowDB, RowTables, Row>;
  count: SelectQueryBuilder<CountDB, CountTables, CountRow>;
  page: number;
  pageSize: number;
}): Promise<{ rows: Row[]; total: number }> {
  const [pageRows, counted] = await Promise.all([
    rows
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    count
      .select(sql<number>`count(*)::int`.as('total'))
      .$castTo<{ total: number }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: pageRows, total: counted.total };
}
