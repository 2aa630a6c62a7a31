import { buildTree, wouldCreateCycle } from '../api/tree';
import { departments } from './fixtures';

describe('department tree', () => {
  it('nests by parent and orders siblings by sortOrder', () => {
    const [root] = buildTree(departments);
    expect(root.name).toBe('(주)두레솔루션');
    expect(root.children.map((c) => c.name)).toEqual(['인사팀', '영업본부']);
    expect(root.children[1].children.map((c) => c.code)).toEqual(['SALES1', 'SALES2']);
  });

  it('detects moves under itself or a descendant', () => {
    expect(wouldCreateCycle(departments, 2, 3)).toBe(true);
    expect(wouldCreateCycle(departments, 2, 2)).toBe(true);
    expect(wouldCreateCycle(departments, 3, 5)).toBe(false);
  });
});
