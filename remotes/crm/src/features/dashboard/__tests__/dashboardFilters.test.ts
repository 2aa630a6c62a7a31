import { analysisFilters, analysisQuery, bondFilters, bondQuery, receivableQuery, salesFilters, salesQuery } from '../api/dashboardFilters';
import { thisYear } from '@dure/shared/dashboard';

const at = (search: string) => new URLSearchParams(search);

describe('dashboard filters in the address', () => {
  it('opens on this year; a malformed month or an unknown code in the address is the default', () => {
    const state = salesFilters.parse(at('fromYm=2025-13&toYm=soon&dimension=REGION'));
    expect(salesQuery(state)).toEqual({ ...thisYear(), deptId: undefined, ownerUserId: undefined, dimension: 'DEPT' });
  });

  it('writes only what differs from the defaults', () => {
    const state = salesFilters.parse(at(''));
    expect(salesFilters.write({ ...state, dimension: 'DEPT' }).toString()).toBe('');
    expect(salesFilters.write({ ...state, dimension: 'SEGMENT', fromYm: '2025-04', deptId: 3 }).toString()).toBe('fromYm=2025-04&deptId=3&dimension=SEGMENT');
  });

  it('reads the analysis dimension and compare year as the api takes them', () => {
    const state = analysisFilters.parse(at('dimension=GRADE&compareYear=2019&fromYm=2024-01&toYm=2024-06'));
    expect(analysisQuery(state)).toEqual({ fromYm: '2024-01', toYm: '2024-06', deptId: undefined, ownerUserId: undefined, dimension: 'GRADE', compareYear: 2019 });
  });

  it('a bond drill-down link gives the figures their customer and bucket, and the receivables their page and overdue flag', () => {
    const state = bondFilters.parse(at('view=receivables&customerId=9&bucket=D90_PLUS&overdueYn=Y&page=2'));
    expect(bondQuery(state)).toEqual({ ...thisYear(), deptId: undefined, ownerUserId: undefined, customerId: 9, bucket: 'D90_PLUS' });
    expect(receivableQuery(state)).toEqual({ page: 2, size: 10, sort: 'dueDate,asc', openYn: 'Y', customerId: 9, bucketList: 'D90_PLUS', overdueYn: 'Y' });
    expect(bondFilters.write({ ...state, page: 0 }).toString()).toBe('customerId=9&bucket=D90_PLUS&overdueYn=Y&view=receivables');
  });
});
