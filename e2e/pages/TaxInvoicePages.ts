import { type Page, expect } from '@playwright/test';
import { chooseOption } from '../support/select';

/** The 세금계산서 screens of the crm remote: list, 작성 form, detail actions, 수정발행. */
export class TaxInvoicePages {
  constructor(private readonly page: Page) {}

  async gotoList() {
    await this.page.goto('/taxinvoice');
    await expect(this.page.getByRole('heading', { name: '세금계산서', exact: true })).toBeVisible();
    await expect(this.page.getByText(/총 [\d,]+건/).first()).toBeVisible();
  }

  form() {
    return this.page.getByRole('dialog', { name: '세금계산서 작성' });
  }

  /** Opens 세금계산서 작성 from the list and picks the buyer; the caller fills the rest and calls `saveDraft`. */
  async startDraft(customer: { option: string | RegExp; search: string }) {
    await this.page.getByRole('button', { name: /세금계산서 작성/ }).click();
    await expect(this.form()).toBeVisible();
    await chooseOption(this.page, this.form().getByRole('combobox', { name: '고객사' }), customer.option, { search: customer.search });
  }

  /** 임시저장: the new invoice's detail opens once its code has loaded. Returns its id. */
  async saveDraft() {
    await this.form().getByRole('button', { name: '임시저장' }).click();
    await expect(this.page).toHaveURL(/\/taxinvoice\/\d+$/);
    await expect(this.page.getByRole('button', { name: '승인 요청' })).toBeVisible();
    return Number(new URL(this.page.url()).pathname.split('/').pop());
  }

  /** The writer's 승인 요청. */
  async requestApproval() {
    await this.page.getByRole('button', { name: '승인 요청' }).click();
    await expect(this.page.getByText('승인 대기', { exact: true }).first()).toBeVisible();
  }

  /** The approver's 승인·발급 and its confirmation. */
  async approveAndIssue() {
    await this.page.getByRole('button', { name: '승인·발급' }).click();
    await this.page.getByRole('dialog').filter({ hasText: '승인하고 발급할까요?' }).getByRole('button', { name: '승인·발급' }).click();
    await expect(this.page.getByRole('button', { name: '국세청 전송' })).toBeVisible();
  }

  /** 수정발행 code 2 (공급가액 변동): one ± difference line; opens the amendment's detail. */
  async amendSupplyChange(itemName: string, supplyDifference: number, expectedTotal: string) {
    await this.page.getByRole('button', { name: '수정발행' }).click();
    const amend = this.page.getByRole('dialog', { name: /수정세금계산서 발행/ });
    await amend.getByText(/공급가액 변동/).click();
    await amend.getByLabel('1행 품목').fill(itemName);
    await amend.getByLabel('1행 공급가액').fill(String(supplyDifference));
    await expect(amend.getByTestId('amend-preview')).toContainText(expectedTotal);
    const original = this.page.url();
    await amend.getByRole('button', { name: '수정세금계산서 작성' }).click();
    await expect(this.page).not.toHaveURL(original);
    await expect(this.page).toHaveURL(/\/taxinvoice\/\d+$/);
    await expect(this.page.getByText('수정 2. 공급가액 변동').first()).toBeVisible();
    return Number(new URL(this.page.url()).pathname.split('/').pop());
  }

  /** The 채권 card of an issued SALES invoice. */
  receivable() {
    return this.page.locator('.ant-card').filter({ has: this.page.locator('.ant-card-head-title', { hasText: /^채권$/ }) });
  }
}
