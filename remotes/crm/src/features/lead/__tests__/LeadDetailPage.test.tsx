import { http } from '@dure/shared';
import { screen } from '@testing-library/react';
import { descriptionValue as field, renderDetailPage } from '../../../lib/testing/detailPage';
import type { LeadDetail } from '../api/leadApi';
import LeadDetailPage from '../components/LeadDetailPage';
import { lead, meta } from './fixtures';

jest.mock('@dure/shared', () => ({ ...jest.requireActual('@dure/shared'), http: { get: jest.fn() } }));
jest.mock('@dure/shared/records', () => ({ ...jest.requireActual('@dure/shared/records'), RecordToolbar: () => null, UserPicker: () => null }));
const get = http.get as jest.Mock;

const detail = (overrides: Partial<LeadDetail> = {}): LeadDetail => ({ ...lead(), lines: [], stageHistory: [], canWrite: false, ...overrides });

function showLead(shown: LeadDetail) {
  return renderDetailPage(<LeadDetailPage />, { route: '/lead/:id', path: `/lead/${shown.id}`, get, answers: { [`api/lead/${shown.id}`]: shown, 'api/lead/meta': meta }, authorities: ['ROLE_LEAD_READ'] });
}

beforeEach(() => jest.resetAllMocks());

describe('LeadDetailPage', () => {
  it("shows the lead's own segment with its market among the fields", async () => {
    showLead(detail({ segmentId: 12, segmentName: '정밀가공', segmentParentName: '제조' }));
    expect(await screen.findByText('2공장 MES 구축')).toBeTruthy();
    expect(field('세그먼트')).toBe('제조 › 정밀가공');
    expect(get).toHaveBeenCalledWith('api/lead/1');
  });

  it('shows a market by its own name, and a dash without a segment', async () => {
    const { unmount } = showLead(detail({ segmentId: 1, segmentName: '제조', segmentParentName: null }));
    await screen.findByText('2공장 MES 구축');
    expect(field('세그먼트')).toBe('제조');
    unmount();
    showLead(detail());
    await screen.findByText('2공장 MES 구축');
    expect(field('세그먼트')).toBe('-');
  });
});
