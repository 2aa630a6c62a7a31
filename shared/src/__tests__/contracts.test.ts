import { Value } from 'typebox/value';
import { ListQuery, PageOf, Text, labelled } from '../contracts';

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

  test('a page of rows has Spring’s shape', () => {
    const page = PageOf(labelled({ A: '가' }).schema);
    expect(Value.Check(page, { content: ['A'], totalElements: 1, totalPages: 1, page: 0, size: 20 })).toBe(true);
    expect(Value.Check(page, { content: ['B'], totalElements: 1, totalPages: 1, page: 0, size: 20 })).toBe(false);
  });
});
