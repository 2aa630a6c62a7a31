import { type Page, expect } from '@playwright/test';

/** A random, checksum-valid 사업자등록번호 (DOMAIN §1.2), hyphenated. */
export function randomBizRegNo(): string {
  const d = Array.from({ length: 9 }, (_, i) => (i === 0 ? 1 + Math.floor(Math.random() * 8) : Math.floor(Math.random() * 10)));
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  const sum = weights.reduce((acc, w, i) => acc + d[i] * w, 0) + Math.floor((d[8] * 5) / 10);
  const digits = [...d, (10 - (sum % 10)) % 10].join('');
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/** The 고객사 list and its create form (crm remote). */
export class CustomerPages {
  constructor(private readonly page: Page) {}

  dialog() {
    return this.page.getByRole('dialog', { name: '고객사 등록' });
  }

  async gotoList() {
    await this.page.goto('/customer');
    await expect(this.page.getByRole('heading', { name: '고객사', exact: true })).toBeVisible();
  }

  async openCreate() {
    await this.page.getByRole('button', { name: '신규 등록' }).click();
    await expect(this.dialog()).toBeVisible();
  }

  /** Types the business number digit by digit, the way a person does, so the as-you-type format shows. */
  async fill(values: { name: string; bizRegNo: string; ceoName: string; phone?: string; taxEmail?: string; zipCode?: string; address1?: string }) {
    const dialog = this.dialog();
    await dialog.getByLabel('고객사명').fill(values.name);
    await dialog.getByLabel('사업자등록번호').pressSequentially(values.bizRegNo.replace(/\D/g, ''));
    await dialog.getByLabel('대표자').fill(values.ceoName);
    if (values.phone) await dialog.getByLabel('대표 연락처').fill(values.phone);
    if (values.taxEmail) await dialog.getByLabel('계산서 메일').fill(values.taxEmail);
    if (values.zipCode) await dialog.getByLabel('우편번호').fill(values.zipCode);
    if (values.address1) await dialog.getByLabel('주소 (도로명)').fill(values.address1);
  }

  async submit() {
    await this.dialog().getByRole('button', { name: '등록' }).click();
  }

  /** The status tag of the customer detail. */
  status() {
    return this.page.getByTestId('customer-status');
  }

  /** A computed figure of the customer detail (진행 중 파이프라인, 계약 총액, 최근 활동) by the start of its title. */
  figure(title: string) {
    return this.page
      .locator('.ant-statistic')
      .filter({ has: this.page.locator('.ant-statistic-title', { hasText: new RegExp(`^${title.replace(/[()]/g, '\\$&')}`) }) })
      .locator('.ant-statistic-content');
  }
}
