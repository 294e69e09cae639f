import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, DbQueryResult } from './client.js';

/**
 * Statements a hot path runs for every request, built once and prepared. Building a drizzle statement walks
 * its whole tree of fragments on every call (a third of an order's server CPU went there), and an unnamed
 * statement is parsed and planned again by PostgreSQL each time. A prepared one takes its values through
 * `sql.placeholder(name)`; the name is derived from the text, so copies of a repository (tests build many
 * apps) agree on it, and node-postgres parses it once per pooled connection. PGlite ignores the name.
 */

const dialect = new PgDialect();

/** A statement name, the same for the same text; `prefix` says whose it is in pg_prepared_statements. */
export function statementName(prefix: string, text: string): string {
  return `${prefix}_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
}

/** A raw statement with placeholders, prepared; `execute(values)` answers its rows as the driver reads them. */
export interface PreparedRaw<Row> {
  execute(values: Record<string, unknown>): Promise<DbQueryResult<Row>>;
}

export function prepareRaw<Row>(db: Db, prefix: string, statement: SQL): PreparedRaw<Row> {
  const query = dialect.sqlToQuery(statement);
  const prepared = db._.session.prepareQuery(query, undefined, statementName(prefix, query.sql), false);
  return {
    execute: (values) => prepared.execute(values) as Promise<DbQueryResult<Row>>,
  };
}

/** A cache of statements by shape: each distinct shape is built on first use only. */
export function byShape<Shape, Statement>(build: (shape: Shape) => Statement): (shape: Shape) => Statement {
  const built = new Map<string, Statement>();
  return (shape) => {
    const key = JSON.stringify(shape);
    let statement = built.get(key);
    if (!statement) {
      statement = build(shape);
      built.set(key, statement);
    }
    return statement;
  };
}
