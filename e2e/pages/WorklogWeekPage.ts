import { type Locator, type Page, expect } from '@playwright/test';

/** 내 업무일지 (/mypage/worklog): one ISO week as a keyboard grid, saved and submitted by its author. */
export class WorklogWeekPage {
  readonly grid: Locator;
  readonly total: Locator;

  constructor(private readonly page: Page) {
    this.grid = page.getByRole('table', { name: '주간 업무일지' });
    this.total = page.getByTestId('week-total');
  }

  /** Opens this week, or the week starting on `weekStart` (a Monday) through the address. */
  async open(weekStart?: string) {
    await this.page.goto(weekStart ? `/mypage/worklog?week=${weekStart}` : '/mypage/worklog');
    await expect(this.page.getByRole('heading', { level: 1, name: '내 업무일지' })).toBeVisible();
  }

  /** The week's status tag (작성 중, 제출, 반려, 승인). */
  status(label: string): Locator {
    return this.page.locator('.ant-tag').filter({ hasText: new RegExp(`^${label}$`) });
  }

  /** The hours cell of a day (월 … 일) in a one-row grid. */
  cell(day: string): Locator {
    return this.grid.getByRole('textbox', { name: new RegExp(`${day} 시간$`) });
  }

  /** Adds a row: the first project whose label contains `project`, then the first free activity matching `activity`. */
  async addRow(project: string, activity: string | RegExp = /./) {
    const choices = this.page.locator('.ant-select-dropdown:visible .ant-select-item-option:not(.ant-select-item-option-disabled)');
    await this.page.getByRole('combobox', { name: '프로젝트' }).fill(project);
    await expect(choices.first()).toContainText(project);
    await choices.first().click();
    await this.page.getByRole('combobox', { name: '업무 유형' }).click();
    await choices.filter({ hasText: activity }).first().click();
    await this.page.getByRole('button', { name: '행 추가' }).click();
  }

  async save() {
    const saved = this.page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.endsWith('/api/worklog/week'));
    await this.page.getByRole('button', { name: /저\s*장/ }).click();
    expect((await saved).status()).toBe(200);
    await expect(this.page.getByText('저장했습니다.')).toBeVisible();
  }

  /** Submits the week after the confirmation that states its total (`21.5시간`). */
  async submit(total: string) {
    await this.page.getByRole('button', { name: /제\s*출/ }).click();
    const confirm = this.page.getByRole('dialog').filter({ hasText: '업무일지를 제출할까요?' });
    await expect(confirm).toContainText(`합계 ${total}`);
    await confirm.getByRole('button', { name: /제\s*출/ }).click();
    await expect(this.page.getByText('제출했습니다.')).toBeVisible();
    await expect(this.status('제출')).toBeVisible();
  }
}
