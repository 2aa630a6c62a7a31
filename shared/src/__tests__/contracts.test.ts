import { Value } from 'typebox/value';
import { Type } from 'typebox';
import { Id, ListQuery, Nullable, PageOf, Text, labelled } from '../contracts';

describe('contracts', () => {
  const status = labelled({ ACTIVE: '거래중', DORMANT: '휴면' });

  test('a labelled enum accepts exactly its codes, in display order, each with its Korean label', () => {
    expect(status.codes).toEqual(['ACTIVE', 'DORMANT']);
    expect(status.labels.DORMANT).toBe('휴면');
    expect(Value.Check(status.schema, 'ACTIVE')).toBe(true);
    expect(Value.Check(status.schema, 'CLOSED')).toBe(false);
  });

  test('a list query takes the shared base and its own filters, and rejects a page size over the cap', () => {
    const query = ListQuery({ statusList: Text(50) });
    expect(Value.Check(query, { page: 0, size: 20, sort: 'name,asc', keyword: '가나', statusList: 'ACTIVE' })).toBe(true);
    expect(Value.Check(query, { size: 101 })).toBe(false);
    expect(Value.Check(query, { sort: 'name;drop table' })).toBe(false);
  });

  test('a nullable field takes null or a value within its own limits, whether a primitive, a list of codes or an object', () => {
    const text = Nullable(Text(3));
    expect((text as { type?: unknown }).type).toEqual(['string', 'null']);
    expect([null, 'abc', 'abcd', 1].map((v) => Value.Check(text, v))).toEqual([true, true, false, false]);
    const id = Nullable(Id);
    expect([null, 1, 0, 1.5, '1'].map((v) => Value.Check(id, v))).toEqual([true, true, false, false, false]);
    const code = Nullable(status.schema);
    expect([null, 'ACTIVE', 'CLOSED'].map((v) => Value.Check(code, v))).toEqual([true, true, false]);
    const row = Nullable(Type.Object({ id: Id }));
    expect([null, { id: 1 }, { id: 0 }].map((v) => Value.Check(row, v))).toEqual([true, true, false]);
  });

  test('a page of rows has Spring’s shape', () => {
    const page = PageOf(labelled({ A: '가' }).schema);
    expect(Value.Check(page, { content: ['A'], totalElements: 1, totalPages: 1, page: 0, size: 20 })).toBe(true);
    expect(Value.Check(page, { content: ['B'], totalElements: 1, totalPages: 1, page: 0, size: 20 })).toBe(false);
  });
});
