import { type Locator, type Page, expect } from '@playwright/test';
import { chooseOption } from '../support/select';
import { josaOf } from '../../shared/src/format/josa';

/** The 리드 screens of the crm remote: list and pipeline board, create form, detail, 계약 전환. */
export class LeadPages {
  constructor(private readonly page: Page) {}

  async gotoList() {
    await this.page.goto('/lead');
    await expect(this.page.getByRole('heading', { name: '리드', exact: true })).toBeVisible();
  }

  form() {
    return this.page.getByRole('dialog', { name: '리드 등록' });
  }

  /** 리드 등록 from the list: the customer is picked by its number, the amount typed without lines; the list stays, its notice opens the new lead. */
  async create(values: { title: string; customerNo: string; customerSearch: string; source: string; amount: number }) {
    await this.page.getByRole('button', { name: '리드 등록' }).click();
    const form = this.form();
    await expect(form).toBeVisible();
    await form.getByLabel('리드명').fill(values.title);
    await chooseOption(this.page, form.getByRole('combobox', { name: '고객사', exact: true }), values.customerNo, { search: values.customerSearch });
    await chooseOption(this.page, form.getByRole('combobox', { name: /유입경로$/ }), values.source);
    await form.getByLabel('예상금액', { exact: true }).fill(String(values.amount));
    await form.getByRole('button', { name: '등록' }).click();
    await expect(form).toBeHidden();
    await expect(this.page).toHaveURL(/\/lead(\?.*)?$/);
    await this.page.getByText(/^리드 L-\S+[을를] 등록했습니다\./).getByRole('button', { name: '열기' }).click();
    await expect(this.page).toHaveURL(/\/lead\/\d+$/);
    await expect(this.page.getByRole('heading', { name: values.title })).toBeVisible();
    return Number(new URL(this.page.url()).pathname.split('/').pop());
  }

  stage() {
    return this.page.getByTestId('lead-stage');
  }

  amount() {
    return this.page.getByTestId('lead-amount');
  }

  /** Switches the list to the board and narrows it to a keyword. */
  async showBoard(keyword: string) {
    await this.page.getByLabel('보기').getByText('칸반').click();
    await expect(this.page).toHaveURL(/view=kanban/);
    await this.page.getByLabel('검색어').fill(keyword);
    await this.page.getByLabel('검색어').press('Enter');
  }

  /** A stage column of the board, by the stage's name (신규, 제안, 계약진행, 수주, …). */
  column(stageName: string): Locator {
    return this.page.getByRole('region', { name: `${stageName} 단계`, exact: true });
  }

  card(leadNo: string, title: string): Locator {
    return this.page.getByRole('article', { name: `리드 ${leadNo} ${title}` });
  }

  /** The board, which scrolls sideways under a page that does not. */
  board(): Locator {
    return this.page.getByRole('group', { name: '파이프라인 보드' });
  }

  /** The board's stage names, left to right. */
  async stageNames(): Promise<string[]> {
    return this.board()
      .locator('section[data-stage-code]')
      .evaluateAll((columns) => columns.map((c) => (c.getAttribute('aria-label') ?? '').replace(/ 단계$/, '')));
  }

  /**
   * Drags a card onto a column with the mouse as a hand does: press, move a little (the drag starts after
   * 5 px), bring the column into view in the board, move onto it in steps, release.
   */
  async dragCard(card: Locator, stageName: string) {
    const from = await boxOf(card);
    await this.page.mouse.move(from.x + from.width / 2, from.y + 12);
    await this.page.mouse.down();
    await this.page.mouse.move(from.x + from.width / 2 + 12, from.y + 24, { steps: 3 });
    const column = this.column(stageName);
    await column.evaluate((c) => c.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
    const to = await boxOf(column);
    await this.page.mouse.move(to.x + to.width / 2, to.y + Math.min(to.height / 2, 160), { steps: 10 });
    await this.page.mouse.up();
  }

  /**
   * Moves a card with the keyboard: focus it, Space lifts it, one ←/→ per stage, Space drops it. Like a
   * screen-reader user it waits for each stage to be announced before the next key.
   */
  async moveByKeyboard(card: Locator, stageName: string) {
    // The board is read once the card is on it.
    await expect(card).toBeVisible();
    const names = await this.stageNames();
    const current = ((await card.locator('xpath=ancestor::section[1]').getAttribute('aria-label')) ?? '').replace(/ 단계$/, '');
    const from = names.indexOf(current);
    const to = names.indexOf(stageName);
    expect(to, `stage ${stageName} on the board`).toBeGreaterThanOrEqual(0);
    await card.focus();
    await this.page.keyboard.press('Space');
    await expect(this.page.getByRole('status').filter({ hasText: '카드를 들었습니다' })).toBeAttached();
    for (let at = from; at !== to; ) {
      at += to > from ? 1 : -1;
      await this.page.keyboard.press(to > from ? 'ArrowRight' : 'ArrowLeft');
      await expect(this.page.getByRole('status').filter({ hasText: `${names[at]} 단계 위에 있습니다` })).toBeAttached();
    }
    await this.page.keyboard.press('Space');
  }

  /** Answers the stage change's confirmation (변경), for a move without a dialog of its own. */
  async confirmStageChange(stageName: string) {
    await this.page.getByRole('dialog', { name: `${stageName} 단계로 변경할까요?` }).getByRole('button', { name: '변경' }).click();
  }

  /** Moves a card to a stage by keyboard, confirms it and waits for the board to say it was saved. */
  async moveCard(leadNo: string, title: string, stageName: string) {
    await this.moveByKeyboard(this.card(leadNo, title), stageName);
    await this.confirmStageChange(stageName);
    await expect(this.page.getByText(`'${title}'${josaOf(title, '을/를')} ${stageName} 단계로 옮겼습니다.`)).toBeVisible();
    await expect(this.column(stageName).getByRole('article', { name: `리드 ${leadNo} ${title}` })).toBeVisible();
  }

  convertDialog() {
    return this.page.getByRole('dialog', { name: '계약 전환' });
  }
}

async function boxOf(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}
