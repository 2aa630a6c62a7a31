import { type Page, expect } from '@playwright/test';
import { formatKRWShort } from '../../shared/src/format';

export type DashboardKind = 'lead' | 'sales' | 'bond';

const HEADINGS: Record<DashboardKind, string> = { lead: '리드 대시보드', sales: '매출 대시보드', bond: '채권 현황' };

/** The figures of a dashboard a salesperson watches, in whole won (what the cards abbreviate to 만원 / 억원). */
export type WatchedFigures = {
  lead: { wonCount: number; wonAmount: number };
  sales: { orderAmount: number; salesAmount: number };
  bond: { arBalance: number };
};

type Card = { value: number | null; won?: number };
type Result = { cards: Record<string, Card> };

/** The CRM dashboards (DOMAIN §10) of the crm remote. */
export class CrmDashboards {
  constructor(private readonly page: Page) {}

  /** A figure card by its title (cards with a list behind them are links). */
  card(title: string) {
    return this.page.locator('.ant-card').filter({ has: this.page.locator('.ant-statistic-title', { hasText: new RegExp(`^${title.replace(/[()]/g, '\\$&')}$`) }) });
  }

  /** The big figure of a card. */
  value(title: string) {
    return this.card(title).locator('.ant-statistic-content-value');
  }

  panel(title: string) {
    return this.page.locator('.ant-card').filter({ has: this.page.locator('.ant-card-head-title', { hasText: title }) });
  }

  async pickPeriod(from: string, to: string) {
    const inputs = this.page.locator('.ant-picker-range input');
    await inputs.nth(0).click();
    await inputs.nth(0).fill(from);
    await inputs.nth(0).press('Enter');
    await inputs.nth(1).fill(to);
    await inputs.nth(1).press('Enter');
  }

  /**
   * Opens a dashboard (default filters: this year, every department in the viewer's scope)
   * and reads the watched figures: exact, from the answer the page itself loaded, and
   * checked against what its cards show (abbreviated).
   */
  async read<K extends DashboardKind>(kind: K): Promise<WatchedFigures[K]> {
    const answer = this.page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(`/api/dashboard/${kind}`) && r.request().method() === 'GET');
    await this.page.goto(`/dashboard/${kind}`);
    const response = await answer;
    expect(response.status()).toBe(200);
    const { cards } = ((await response.json()) as { result: Result }).result;
    await expect(this.page.getByRole('heading', { name: HEADINGS[kind] })).toBeVisible();
    const short = (v: number) => formatKRWShort(v);
    if (kind === 'lead') {
      const figures = { wonCount: cards.winRateCount.won ?? 0, wonAmount: cards.winRateAmount.won ?? 0 };
      await expect(this.card('수주율(건수)')).toContainText(`수주 ${figures.wonCount}건`);
      await expect(this.card('수주율(금액)')).toContainText(`수주 ${short(figures.wonAmount)}`);
      return figures as WatchedFigures[K];
    }
    if (kind === 'sales') {
      const figures = { orderAmount: cards.orderAmount.value ?? 0, salesAmount: cards.salesAmount.value ?? 0 };
      await expect(this.value('수주')).toHaveText(short(figures.orderAmount));
      await expect(this.value('매출')).toHaveText(short(figures.salesAmount));
      return figures as WatchedFigures[K];
    }
    const figures = { arBalance: cards.arBalance.value ?? 0 };
    await expect(this.value('채권 잔액')).toHaveText(short(figures.arBalance));
    return figures as WatchedFigures[K];
  }

  /** What the cards show for the watched figures (to see them change on screen). */
  async shown(kind: DashboardKind): Promise<string[]> {
    if (kind === 'lead') return [await this.card('수주율(건수)').innerText(), await this.card('수주율(금액)').innerText()];
    if (kind === 'sales') return [await this.value('수주').innerText(), await this.value('매출').innerText()];
    return [await this.value('채권 잔액').innerText()];
  }
}
