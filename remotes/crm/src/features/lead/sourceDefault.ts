import type { Code } from './api/leadApi';

/**
 * The 유입경로 a lead a salesperson enters by hand starts with (DOMAIN LEAD_SOURCE): 기존고객 for a customer already
 * on file, 영업 발굴 (OUTBOUND) otherwise — inbound leads come from 문의 conversion with their own source. Falls back to
 * the first code when an admin has retired those.
 */
export function defaultSource(sources: Code[], hasCustomer: boolean): string | undefined {
  const wanted = hasCustomer ? 'EXISTING' : 'OUTBOUND';
  return (sources.find((s) => s.code === wanted) ?? sources[0])?.code;
}
