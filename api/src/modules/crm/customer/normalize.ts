/** Free-mail domains never identify a company (DOMAIN §4 Customer duplicates). */
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'naver.com',
  'gmail.com',
  'daum.net',
  'hanmail.net',
  'kakao.com',
  'nate.com',
  'hotmail.com',
  'outlook.com',
]);

/** `(주)한빛 정밀` → `한빛정밀`: without legal-form marks, spaces and punctuation, lower-case. */
export function nameKeyOf(name: string): string {
  return name
    .replace(/\(주\)|㈜|주식회사|\(유\)|유한회사|\(재\)|재단법인|\(사\)|사단법인/g, '')
    .replace(/[\s\p{P}\p{S}]/gu, '')
    .toLowerCase()
    .slice(0, 100);
}

/** The host of a website or the domain of an e-mail address, without `www.`; null for free-mail and junk. */
export function companyDomainOf(websiteOrEmail: string | null | undefined): string | null {
  if (!websiteOrEmail) return null;
  const text = websiteOrEmail.trim().toLowerCase();
  let host: string;
  if (text.includes('@')) host = text.slice(text.lastIndexOf('@') + 1);
  else {
    try {
      host = new URL(/^https?:\/\//.test(text) ? text : `http://${text}`).hostname;
    } catch {
      return null;
    }
  }
  host = host.replace(/^www\./, '');
  if (!/^[a-z0-9.-]+\.[a-z]{2,}$/.test(host) || FREE_MAIL_DOMAINS.has(host)) return null;
  return host.slice(0, 100);
}
