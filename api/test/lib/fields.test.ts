import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { parseOptionalIds } from '../../src/lib/fields';

describe('parseOptionalIds', () => {
  const parse = (raw: Record<string, unknown>) => {
    const values: { parentId?: number | null; ownerUserId?: number | null; ownerDeptId?: number | null } = {};
    const errors: Record<string, string> = {};
    parseOptionalIds(raw, ['parentId', 'ownerUserId', 'ownerDeptId'], values, errors);
    return { values, errors };
  };

  test('keeps positive ids, clears on null or empty, leaves absent keys out', () => {
    assert.deepEqual(parse({ parentId: 3, ownerUserId: '12', ownerDeptId: null }), { values: { parentId: 3, ownerUserId: 12, ownerDeptId: null }, errors: {} });
    assert.deepEqual(parse({ parentId: '', ownerUserId: undefined, other: 5 }), { values: { parentId: null }, errors: {} });
    assert.deepEqual(parse({}), { values: {}, errors: {} });
  });

  test('a non-positive, fractional, too large or non-numeric id is a field error', () => {
    const { values, errors } = parse({ parentId: 0, ownerUserId: 1.5, ownerDeptId: 'x' });
    assert.deepEqual(values, {});
    assert.deepEqual(errors, { parentId: API_MESSAGES.fieldInvalid, ownerUserId: API_MESSAGES.fieldInvalid, ownerDeptId: API_MESSAGES.fieldInvalid });
    assert.deepEqual(parse({ parentId: 2 ** 53, ownerUserId: -1, ownerDeptId: {} }).errors, {
      parentId: API_MESSAGES.fieldInvalid,
      ownerUserId: API_MESSAGES.fieldInvalid,
      ownerDeptId: API_MESSAGES.fieldInvalid,
    });
  });

  test('reads own keys only', () => {
    assert.deepEqual(parse(Object.create({ parentId: 4 })), { values: {}, errors: {} });
  });
});
