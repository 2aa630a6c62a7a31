import { sessionStore, userInfoAtom } from '@dure/shared';
import { onePage, renderScreen } from '@dure/shared/testing';
import { act, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { type DirectCost, type DirectCostMod, directCostApi, directCostModApi } from '../api/directCostApi';
import { suggestedVat, toBody } from '../components/DirectCostFormModal';
import DirectCostManagementPage from '../components/DirectCostManagementPage';
import DirectCostModManagementPage, { sideText } from '../components/DirectCostModManagementPage';
import { modBody } from '../components/DirectCostModRequestModal';

jest.setTimeout(60_000);
const slow = { timeout: 20_000 };

jest.mock('../api/directCostApi', () => ({
  ...jest.requireActual('../api/directCostApi'),
  directCostApi: { list: jest.fn(), totals: jest.fn(), get: jest.fn(), create: jest.fn(), update: jest.fn(), confirm: jest.fn(), remove: jest.fn(), purchaseInvoices: jest.fn() },
  directCostModApi: { list: jest.fn(), request: jest.fn(), approve: jest.fn(), reject: jest.fn() },
}));
jest.mock('@dure/shared/records', () => ({ SavedViews: () => null, HistoryDialog: () => null, ProjectPicker: () => null, DepartmentSelect: () => null }));
const api = directCostApi as jest.Mocked<typeof directCostApi>;
const modApi = directCostModApi as jest.Mocked<typeof directCostModApi>;

const cost = (over: Partial<DirectCost>): DirectCost =>
  ({
    id: 1,
    projectId: 10,
    projectNo: 'PRJ-2026-001',
    projectName: '스마트팩토리',
    costAccountId: 5,
    costAccountCode: 'OUT_DEV',
    costAccountName: '외주 개발비',
    costDate: '2026-11-10',
    description: '외주 개발 1차',
    vendorName: '(주)코드',
    supplyAmount: 1_000_000,
    vatAmount: 100_000,
    totalAmount: 1_100_000,
    currencyCode: null,
    foreignAmount: null,
    exchangeRate: null,
    evidenceType: 'TAX_INVOICE',
    purchaseTaxInvoiceId: null,
    purchaseTaxInvoiceNo: null,
    status: 'DRAFT',
    sourceType: 'MANUAL',
    adjustmentOfId: null,
    directCostModId: null,
    costExecutionId: null,
    costExecutionNo: null,
    pendingModYn: 'N',
    monthClosedYn: 'N',
    confirmedAt: null,
    ownerDeptId: 1,
    ownerDeptName: '재무팀',
    ownerUserId: 2,
    ownerUserName: '오민석',
    createdAt: '2026-11-10T00:00:00+09:00',
    updatedAt: '2026-11-10T00:00:00+09:00',
    version: 0,
    ...over,
  }) as DirectCost;

beforeEach(() => {
  jest.resetAllMocks();
  api.totals.mockResolvedValue({ count: 3, supplyAmount: 2_500_000, vatAmount: 250_000, totalAmount: 2_750_000 });
});

it('builds the body: KRW sends the supply, a foreign currency its amount; VAT is suggested at 10 % for taxed evidence only', () => {
  const v = { projectId: 10, costAccountId: 5, costDate: dayjs('2026-11-10'), description: '장비', currencyCode: 'KRW', supplyAmount: 1000, foreignAmount: 3, vatAmount: 100, evidenceType: 'TAX_INVOICE' as const, purchaseTaxInvoiceId: 9 };
  expect(toBody(v)).toMatchObject({ costDate: '2026-11-10', currencyCode: null, supplyAmount: 1000, foreignAmount: null, purchaseTaxInvoiceId: 9 });
  expect(toBody({ ...v, currencyCode: 'USD', evidenceType: 'CARD' })).toMatchObject({ currencyCode: 'USD', supplyAmount: null, foreignAmount: 3, purchaseTaxInvoiceId: null });
  expect([suggestedVat(12_345, 'TAX_INVOICE'), suggestedVat(12_345, 'CARD'), suggestedVat(12_345, 'RECEIPT'), suggestedVat(null, 'CARD')]).toEqual([1234, 1234, 0, 0]);
});

it('a change request carries only its type’s fields and the cost’s version', () => {
  const c = cost({ status: 'CONFIRMED', version: 4 });
  expect(modBody(c, { changeType: 'AMOUNT', supplyAmount: 900, vatAmount: 90, projectId: 3, reason: '감액' })).toEqual({ directCostId: 1, changeType: 'AMOUNT', supplyAmount: 900, vatAmount: 90, reason: '감액', version: 4 });
  expect(modBody(c, { changeType: 'MONTH', costDate: dayjs('2026-12-01'), reason: '귀속 변경' })).toEqual({ directCostId: 1, changeType: 'MONTH', costDate: '2026-12-01', reason: '귀속 변경', version: 4 });
  expect(modBody(c, { changeType: 'CANCEL', supplyAmount: 1, reason: '중복' })).toEqual({ directCostId: 1, changeType: 'CANCEL', reason: '중복', version: 4 });
});

it('lists direct costs with a totals row of every match; DRAFT rows edit, CONFIRMED rows ask for a change, closed months lock', async () => {
  api.list.mockResolvedValue(
    onePage([
      cost({}),
      cost({ id: 2, description: '확정분', status: 'CONFIRMED' }),
      cost({ id: 3, description: '1월 작성 중', monthClosedYn: 'Y' }),
      cost({ id: 4, description: '조정', status: 'CONFIRMED', sourceType: 'ADJUSTMENT', pendingModYn: 'Y' }),
    ]),
  );
  renderScreen(<DirectCostManagementPage />, { path: '/direct/cost/management', authorities: ['ROLE_USER', 'ROLE_DIRECT_COST_MANAGEMENT_WRITE'] });
  expect(await screen.findByText('합계 3건 (조건에 맞는 모든 행)', {}, slow)).toBeTruthy();
  expect(screen.getByText('2,750,000원')).toBeTruthy();
  const row = (text: string) => within(screen.getByText(text).closest('tr')!);
  expect(row('외주 개발 1차').getByRole('button', { name: '확정' })).toBeTruthy();
  expect(row('확정분').queryByRole('button', { name: '수정' })).toBeNull();
  expect(row('확정분').getByRole('button', { name: '변경 요청' })).toBeTruthy();
  expect(row('1월 작성 중').queryByRole('button', { name: '수정' })).toBeNull();
  expect(row('1월 작성 중').getByText('마감')).toBeTruthy();
  expect(row('조정').getByText('변경 조정')).toBeTruthy();
  expect((row('조정').getByRole('button', { name: '변경 요청' }) as HTMLButtonElement).disabled).toBe(true);
});

it('shows before and after of a change; the requester cannot decide their own request', async () => {
  const mod = (over: Partial<DirectCostMod>): DirectCostMod =>
    ({
      id: 1,
      directCostId: 2,
      directCostDescription: '확정분',
      changeType: 'AMOUNT',
      before: { projectId: 10, projectName: '스마트팩토리', costAccountId: 5, costAccountName: '외주 개발비', costDate: '2026-11-10', supplyAmount: 1_000_000, vatAmount: 100_000 },
      after: { projectId: null, projectName: null, costAccountId: null, costAccountName: null, costDate: null, supplyAmount: 900_000, vatAmount: 90_000 },
      reason: '감액',
      status: 'REQUESTED',
      requestedBy: 99,
      requestedByName: '홍길동',
      requestedAt: '2026-11-11T09:00:00+09:00',
      decidedAt: null,
      decidedByName: null,
      rejectReason: null,
      adjustedYn: 'N',
      adjustmentIds: [],
      version: 0,
      ...over,
    }) as DirectCostMod;
  expect(sideText(mod({}), mod({}).before, 'before')).toBe('1,000,000원 (부가세 100,000원)');
  expect(sideText(mod({ changeType: 'CANCEL' }), mod({}).after, 'after')).toBe('취소');
  act(() => sessionStore.set(userInfoAtom, { id: 1, username: 'me', name: '나' }));
  modApi.list.mockResolvedValue(onePage([mod({}), mod({ id: 2, directCostDescription: '내 요청', requestedBy: 1 }), mod({ id: 3, directCostDescription: '반영됨', status: 'APPLIED', adjustedYn: 'Y' })]));
  renderScreen(<DirectCostModManagementPage />, { path: '/direct/cost/mod/management', authorities: ['ROLE_USER', 'ROLE_DIRECT_COST_MOD_MANAGEMENT_WRITE'] });
  const row = async (text: string) => within((await screen.findByText(text, {}, slow)).closest('tr')!);
  expect((await row('확정분')).getByText('900,000원 (부가세 90,000원)')).toBeTruthy();
  expect(((await row('확정분')).getByRole('button', { name: '승인' }) as HTMLButtonElement).disabled).toBe(false);
  expect(((await row('내 요청')).getByRole('button', { name: '승인' }) as HTMLButtonElement).disabled).toBe(true);
  expect((await row('반영됨')).getByText('조정 반영')).toBeTruthy();
  expect((await row('반영됨')).queryByRole('button', { name: '승인' })).toBeNull();
});
