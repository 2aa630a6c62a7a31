import { http } from '@dure/shared';
import { invalidateDepartments } from '@dure/shared/records';
import { departmentApi } from '../api/departmentApi';
import { saveSheet } from '../api/departmentSheet';

jest.mock('@dure/shared/records', () => ({ invalidateDepartments: jest.fn() }));
jest.mock('@dure/shared', () => ({ ...jest.requireActual('@dure/shared'), http: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() } }));

const client = http as unknown as Record<'get' | 'post' | 'put' | 'delete', jest.Mock>;
const answer = (body: unknown) => ({ json: () => Promise.resolve(body) });
const failure = () => ({ json: () => Promise.reject(new Error('409')) });

beforeEach(() => jest.clearAllMocks());

describe('department changes refresh the department pickers', () => {
  it('invalidates the pickers after create, update, move, delete and a sheet save', async () => {
    client.post.mockReturnValue(answer({ result: { id: 9 } }));
    client.put.mockReturnValue(answer({ result: { id: 9 } }));
    client.delete.mockReturnValue(answer({ result: null }));
    expect(await departmentApi.create({ code: 'X', name: '신설팀', parentId: 1 })).toEqual({ id: 9 });
    await departmentApi.update(9, { code: 'X', name: '개명팀', version: 1 });
    await departmentApi.move(9, 2, 2);
    await departmentApi.remove(9, 3);
    await saveSheet([]);
    expect(invalidateDepartments).toHaveBeenCalledTimes(5);
  });

  it('keeps the cache when the change fails', async () => {
    client.put.mockReturnValue(failure());
    await expect(departmentApi.update(9, { code: 'X', name: '개명팀', version: 1 })).rejects.toThrow('409');
    expect(invalidateDepartments).not.toHaveBeenCalled();
  });
});
