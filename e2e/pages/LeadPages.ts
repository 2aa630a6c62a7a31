import { type Locator, type Page, expect } from '@playwright/test';
import { chooseOption } from '../support/select';

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
    await this.page.getByText(/^리드 L-\S+을\(를\) 등록했습니다\./).getByRole('button', { name: '열기' }).click();
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

  /** Drags a card onto a column (native HTML5 drag and drop) and waits for the board to confirm the move. */
  async drag(leadNo: string, title: string, stageName: string) {
    await this.card(leadNo, title).dragTo(this.column(stageName));
    await expect(this.page.getByText(`'${title}'을(를) ${stageName} 단계로 옮겼습니다.`)).toBeVisible();
    await expect(this.column(stageName).getByRole('article', { name: `리드 ${leadNo} ${title}` })).toBeVisible();
  }

  convertDialog() {
    return this.page.getByRole('dialog', { name: '계약 전환' });
  }
}
