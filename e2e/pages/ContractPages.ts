import { type Page, expect } from '@playwright/test';

/** A signed contract file as the approver uploads it (a tiny but real PDF). */
export const SIGNED_PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(400, 0x20), Buffer.from('\n%%EOF\n')]);

/** The 계약 detail of the crm remote: status, 결재 요청 and the approver's 승인 with the signed file. */
export class ContractPages {
  constructor(private readonly page: Page) {}

  status() {
    return this.page.getByTestId('contract-status');
  }

  /** 결재 요청 and its confirmation: the contract waits for the approver and can no longer be edited. */
  async submitForApproval() {
    await this.page.getByRole('button', { name: '결재 요청' }).click();
    await this.page.getByRole('dialog').filter({ hasText: '결재를 요청할까요?' }).getByRole('button', { name: '확인' }).click();
    await expect(this.status()).toHaveText('결재대기');
    await expect(this.page.getByRole('button', { name: '수정' })).toHaveCount(0);
  }

  /** The approver's 승인: uploads the signed contract (none is attached yet), picks it and approves; the contract is 진행중. */
  async approveWithSignedFile(fileName: string) {
    await expect(this.status()).toHaveText('결재대기');
    await this.page.getByRole('button', { name: '승인' }).click();
    const dialog = this.page.getByRole('dialog', { name: /계약 승인/ });
    await expect(dialog.getByText('첨부된 파일이 없습니다')).toBeVisible();
    await dialog.locator('input[type=file]').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: SIGNED_PDF });
    await expect(dialog.getByRole('radio', { name: new RegExp(fileName.replace(/[.()]/g, '\\$&')) })).toBeChecked();
    await dialog.getByRole('button', { name: /승\s*인/ }).click();
    await expect(this.status()).toHaveText('진행중');
    await expect(dialog).toBeHidden();
    await expect(this.page.getByText(fileName, { exact: true })).toBeVisible();
  }
}
