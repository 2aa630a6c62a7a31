import { buildTree, matchingIds, wouldCreateCycle } from '../api/tree';
import { departments } from './fixtures';

describe('department tree', () => {
  it('nests by parent and orders siblings by sortOrder', () => {
    const [root] = buildTree(departments);
    expect(root.name).toBe('(주)두레솔루션');
    expect(root.children.map((c) => c.name)).toEqual(['인사팀', '영업본부']);
    expect(root.children[1].children.map((c) => c.code)).toEqual(['SALES1', 'SALES2']);
  });

  it('search keeps matches and their ancestors', () => {
    expect([...matchingIds(departments, '영업2')].sort()).toEqual([1, 2, 4]);
    expect([...matchingIds(departments, 'hr')]).toEqual(expect.arrayContaining([1, 5]));
    expect(matchingIds(departments, '없는부서').size).toBe(0);
  });

  it('detects moves under itself or a descendant', () => {
    expect(wouldCreateCycle(departments, 2, 3)).toBe(true);
    expect(wouldCreateCycle(departments, 2, 2)).toBe(true);
    expect(wouldCreateCycle(departments, 3, 5)).toBe(false);
  });
});
