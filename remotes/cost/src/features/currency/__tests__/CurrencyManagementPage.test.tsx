import { onePage, renderScreen } from '@dure/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Currency, type ExchangeRate, currencyApi } from '../api/currencyApi';
import CurrencyManagementPage from '../components/CurrencyManagementPage';

jest.setTimeout(60_000);
const slow = { timeout: 20_000 };

jest.mock('../api/currencyApi', () => ({
  ...jest.requireActual('../api/currencyApi'),
  currencyApi: { list: jest.fn(), create: jest.fn(), update: jest.fn(), rates: jest.fn(), createRate: jest.fn(), updateRate: jest.fn(), removeRate: jest.fn() },
}));
jest.mock('@dure/shared/records', () => ({ SavedViews: () => null, HistoryDialog: () => null }));
const api = currencyApi as jest.Mocked<typeof currencyApi>;

const cur = (over: Partial<Currency>): Currency =>
  ({ id: 1, code: 'KRW', name: '대한민국 원', symbol: '₩', decimals: 0, quoteUnit: 1, activeYn: 'Y', baseYn: 'Y', latestRate: 1, latestRateDate: null, staleYn: 'N', updatedAt: '2026-01-01T00:00:00Z', version: 0, ...over }) as Currency;
const CURRENCIES = [
  cur({}),
  cur({ id: 2, code: 'USD', name: '미국 달러', symbol: '$', decimals: 2, baseYn: 'N', latestRate: 1352.5, latestRateDate: '2026-11-27' }),
  cur({ id: 3, code: 'JPY', name: '일본 엔', symbol: '¥', quoteUnit: 100, baseYn: 'N', latestRate: 912.35, latestRateDate: '2026-11-10', staleYn: 'Y' }),
];
const rate = (over: Partial<ExchangeRate>): ExchangeRate =>
  ({ id: 7, currencyCode: 'JPY', currencyName: '일본 엔', quoteUnit: 100, rateDate: '2026-11-10', rateType: 'BASE', rate: 912.35, source: 'MANUAL', updatedAt: '2026-11-10T00:00:00Z', updatedByName: '오민석', version: 2, ...over }) as ExchangeRate;
const WRITE = ['ROLE_USER', 'ROLE_CURRENCY_MANAGEMENT_WRITE'];

beforeEach(() => {
  jest.resetAllMocks();
  api.list.mockResolvedValue(CURRENCIES);
  api.rates.mockResolvedValue(onePage([rate({})]));
});

it('shows each currency\'s latest rate and warns about rates older than 7 days; readers change nothing', async () => {
  renderScreen(<CurrencyManagementPage />, { path: '/currency/management', authorities: ['ROLE_USER', 'ROLE_CURRENCY_MANAGEMENT_READ'] });
  expect(await screen.findByText(/7일 넘게 지났거나 없는 통화가 있습니다: JPY/, {}, slow)).toBeTruthy();
  const usd = screen.getByText('미국 달러').closest('tr')!;
  expect(usd.textContent).toContain('1,352.50원');
  expect(usd.textContent).not.toContain('7일 경과');
  expect(screen.getByText('일본 엔', { selector: 'td' }).closest('tr')!.textContent).toContain('7일 경과');
  expect(await screen.findByText('912.35 / 100', {}, slow)).toBeTruthy();
  expect(screen.queryByRole('button', { name: '환율 등록' })).toBeNull();
  expect(screen.queryByRole('button', { name: '통화 추가' })).toBeNull();
});

it('reads the rate filters from the address and sends them to the api', async () => {
  renderScreen(<CurrencyManagementPage />, { path: '/currency/management?currencyCode=JPY&rateType=TT_SELL&fromDate=2026-11-01&toDate=2026-11-20', authorities: WRITE });
  await screen.findByText('912.35 / 100', {}, slow);
  expect(api.rates).toHaveBeenCalledWith(expect.objectContaining({ currencyCode: 'JPY', rateType: 'TT_SELL', fromDate: '2026-11-01', toDate: '2026-11-20', sort: 'rateDate,desc' }));
});

it('adds a rate with a live conversion at the quote unit (10,000 JPY at 912.35 = 91,235원)', async () => {
  api.createRate.mockResolvedValue(rate({ id: 8 }));
  renderScreen(<CurrencyManagementPage />, { path: '/currency/management', authorities: WRITE });
  fireEvent.click(await screen.findByRole('button', { name: '환율 등록' }, slow));
  const dialog = await screen.findByRole('dialog', { name: '환율 등록' }, slow);
  fireEvent.mouseDown(within(dialog).getByLabelText('통화'));
  fireEvent.click(await screen.findByText('JPY 일본 엔', { selector: '.ant-select-item-option-content' }, slow));
  fireEvent.change(within(dialog).getByLabelText('환율(원)'), { target: { value: '912.35' } });
  expect(await within(dialog).findByText(/10,000 JPY = 91,235원/, {}, slow)).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: /저\s*장/ }));
  await waitFor(() => expect(api.createRate).toHaveBeenCalledWith(expect.objectContaining({ currencyCode: 'JPY', rateType: 'BASE', rate: '912.35', source: 'MANUAL' })), slow);
});

it('asks before deleting a rate, then deletes it with the version read', async () => {
  api.removeRate.mockResolvedValue({ result: null });
  renderScreen(<CurrencyManagementPage />, { path: '/currency/management', authorities: WRITE });
  const row = (await screen.findByText('912.35 / 100', {}, slow)).closest('tr')!;
  fireEvent.click(within(row).getByRole('button', { name: /삭\s*제/ }));
  const dialog = await screen.findByRole('dialog', {}, slow);
  expect(dialog.textContent).toContain('JPY 2026-11-10 매매기준율을(를) 삭제할까요?');
  expect(api.removeRate).not.toHaveBeenCalled();
  fireEvent.click(within(dialog).getByRole('button', { name: /삭\s*제/ }));
  await waitFor(() => expect(api.removeRate).toHaveBeenCalledWith(7, 2), slow);
});
