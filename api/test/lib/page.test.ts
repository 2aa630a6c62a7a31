import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MAX_PAGE_SIZE, pageRequest, toPage } from '../../src/lib/page';

describe('page helper (Spring page shape under result)', () => {
  test('normalises page and size', () => {
    assert.deepEqual(pageRequest({}), { page: 0, size: 20, offset: 0 });
    assert.deepEqual(pageRequest({ page: '2', size: '10' }), { page: 2, size: 10, offset: 20 });
    assert.deepEqual(pageRequest({ page: -3, size: 100_000 }), { page: 0, size: MAX_PAGE_SIZE, offset: 0 });
    assert.deepEqual(pageRequest({ page: 'x', size: 0 }), { page: 0, size: 20, offset: 0 });
    assert.equal(pageRequest({ size: -5 }).size, 1);
    assert.equal(pageRequest({ size: 5000 }, 1000).size, 1000);
  });

  test('builds content, totals and page numbers', () => {
    assert.deepEqual(toPage(['a', 'b'], 45, { page: 1, size: 20 }), { content: ['a', 'b'], totalElements: 45, totalPages: 3, page: 1, size: 20 });
    assert.deepEqual(toPage([], 0, { page: 0, size: 20 }), { content: [], totalElements: 0, totalPages: 0, page: 0, size: 20 });
  });
});
