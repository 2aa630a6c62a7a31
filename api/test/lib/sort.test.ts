import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { orderOf, sortOf } from '../../src/lib/sort';

const columns = { name: sql`c.name`, updatedAt: sql`c.updated_at` };
const dialect = new PgDialect();
const rendered = (parts: ReturnType<typeof orderOf>) => parts.map((p) => dialect.sqlToQuery(p).sql);
const refused = (sort: string) => {
  try {
    sortOf(sort, columns, 'name,asc');
  } catch (error) {
    return (error as { statusCode?: number; fields?: Record<string, string> }).statusCode === 400 && (error as { fields: Record<string, string> }).fields.sort === API_MESSAGES.fieldChoice;
  }
  return false;
};

describe('list sort (DOMAIN §1.5 `sort=field,dir`)', () => {
  test('reads field and direction; an empty sort takes the list default; a missing direction is ascending', () => {
    assert.deepEqual(sortOf('updatedAt,desc', columns, 'name,asc'), { field: 'updatedAt', dir: 'desc' });
    assert.deepEqual(sortOf(' updatedAt , DESC ', columns, 'name,asc'), { field: 'updatedAt', dir: 'desc' });
    assert.deepEqual(sortOf(undefined, columns, 'updatedAt,desc'), { field: 'updatedAt', dir: 'desc' });
    assert.deepEqual(sortOf('  ', columns, 'updatedAt,desc'), { field: 'updatedAt', dir: 'desc' });
    assert.deepEqual(sortOf('name', columns, 'updatedAt,desc'), { field: 'name', dir: 'asc' });
  });

  test('an unknown field, an inherited property name or a bad direction is a Korean 400 on sort', () => {
    for (const sort of ['email,asc', 'constructor,asc', '__proto__,desc', 'toString', 'name,sideways', ',asc']) assert.ok(refused(sort), sort);
  });

  test('orders by the column, nulls last when asked, then the tie-breakers', () => {
    assert.deepEqual(rendered(orderOf('updatedAt,desc', columns, 'name,asc', [sql`c.id desc`])), ['c.updated_at desc', 'c.id desc']);
    assert.deepEqual(rendered(orderOf(undefined, columns, 'name,asc', [], { nullsLast: true })), ['c.name asc nulls last']);
  });
});
