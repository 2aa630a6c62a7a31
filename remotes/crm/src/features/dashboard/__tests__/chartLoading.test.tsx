import { render, screen } from '@testing-library/react';
import { routes } from '../../../routes';
import { CardRow, DonutChart, SimpleBar, balancedColumns } from '@dure/shared/dashboard';

const chartsRequired = jest.fn();
jest.mock('@dure/shared/dashboard/charts', () => {
  chartsRequired();
  return { ComboChart: () => <div data-testid="chart" />, DonutChart: () => <div data-testid="chart" />, SimpleBar: () => <div data-testid="chart" /> };
});
jest.mock('../components/DashboardSalesPage', () => ({ default: () => null }));

describe('dashboard charts on a first visit', () => {
  it('the dashboard route loads the chart code with the page code', async () => {
    expect(chartsRequired).not.toHaveBeenCalled();
    const sales = routes.find((r) => r.pageId === 'DashboardSalesPage')!;
    await sales.load();
    expect(chartsRequired).toHaveBeenCalledTimes(1);
  });

  it('a chart shows a skeleton of its own shape until its code is there', async () => {
    render(
      <>
        <DonutChart data={[{ name: '제조', value: 3 }]} />
        <SimpleBar data={[{ name: 'A', amount: 1 }]} xKey="name" valueKey="amount" name="매출" />
      </>,
    );
    expect(screen.getByTestId('chart-skeleton-donut')).toBeTruthy();
    expect(screen.getByTestId('chart-skeleton-bars')).toBeTruthy();
    expect(await screen.findAllByTestId('chart')).toHaveLength(2);
    expect(screen.queryByTestId('chart-skeleton-donut')).toBeNull();
  });
});

describe('figure cards', () => {
  it.each([
    [7, 6, 4],
    [6, 6, 6],
    [5, 6, 5],
    [7, 4, 4],
    [7, 2, 2],
  ])('%i cards with room for %i a row: %i columns', (cards, most, columns) => expect(balancedColumns(cards, most)).toBe(columns));

  it('no card sits alone on a row: on a phone the last odd card takes the whole row', () => {
    render(<CardRow>{Array.from({ length: 7 }, (_, i) => <div key={i}>카드 {i + 1}</div>)}</CardRow>);
    const grid = screen.getByTestId('kpi-grid');
    // jsdom matches no media query: the phone layout, two cards a row.
    expect(grid.style.gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))');
    expect(screen.getByText('카드 7').parentElement!.style.gridColumn).toBe('1 / -1');
    expect(screen.getByText('카드 6').parentElement).toBe(grid);
  });
});
