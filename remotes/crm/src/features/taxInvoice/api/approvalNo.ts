/** `202503148888…` → `20250314-xxxxxxxx-xxxxxxxx` (DOMAIN §1.2, shown 8-8-8). */
export function formatApprovalNo(value: string | null | undefined): string {
  if (!value) return '-';
  return value.length === 24 ? `${value.slice(0, 8)}-${value.slice(8, 16)}-${value.slice(16)}` : value;
}
