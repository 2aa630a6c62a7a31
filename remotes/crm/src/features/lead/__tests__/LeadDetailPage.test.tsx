import { http } from '@dure/shared';
import { httpError } from '@dure/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answer } from '../../../lib/testing/answer';
import { descriptionValue as field, renderDetailPage } from '../../../lib/testing/detailPage';
import type { LeadDetail } from '../api/leadApi';
import LeadDetailPage from '../components/LeadDetailPage';
import { lead, meta } from './fixtures';

jest.mock('@dure/shared', () => ({ ...jest.requireActual('@dure/shared'), http: { get: jest.fn(), put: jest.fn() } }));
jest.mock('@dure/shared/records', () => ({ ...jest.requireActual('@dure/shared/records'), RecordToolbar: () => null, UserPicker: () => null }));
const get = http.get as jest.Mock;
const put = http.put as jest.Mock;

const detail = (overrides: Partial<LeadDetail> = {}): LeadDetail => ({ ...lead(), lines: [], stageHistory: [], canWrite: false, ...overrides });

function showLead(shown: LeadDetail) {
  return renderDetailPage(<LeadDetailPage />, { route: '/lead/:id', path: `/lead/${shown.id}`, get, answers: { [`api/lead/${shown.id}`]: shown, 'api/lead/meta': meta }, authorities: ['ROLE_LEAD_WRITE'] });
}

async function moveTo(stage: string) {
  fireEvent.click(await screen.findByText(stage));
  fireEvent.click(await screen.findByRole('button', { name: /^변\s*경$/ }));
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

  it('shows the business type the lead would become a project of, and a dash without one', async () => {
    const { unmount } = showLead(detail({ projectTypeId: 3, projectTypeName: 'SI 구축' }));
    await screen.findByText('2공장 MES 구축');
    expect(field('사업유형')).toBe('SI 구축');
    unmount();
    showLead(detail());
    await screen.findByText('2공장 MES 구축');
    expect(field('사업유형')).toBe('-');
  });

  it('moves the lead to a stage after confirming and shows where it is now', async () => {
    put.mockReturnValue(answer(detail({ canWrite: true, stageId: 2, stageName: '검증', version: 2 })));
    showLead(detail({ canWrite: true }));
    await moveTo('검증');
    expect(await screen.findByText('검증 단계로 변경했습니다.')).toBeTruthy();
    expect(put).toHaveBeenCalledWith('api/lead/1/stage', { json: expect.objectContaining({ stageId: 2 }) });
    expect(screen.getByTestId('lead-stage').textContent).toBe('검증');
  });

  it('says the stage did not change and why, and loads the lead again when someone else saved it first', async () => {
    put.mockReturnValue({ json: () => Promise.reject(httpError(409, { error: 'conflict', message: '다른 사용자가 먼저 수정했습니다.' })) });
    showLead(detail({ canWrite: true }));
    await moveTo('검증');
    expect(await screen.findByText('단계를 바꾸지 못했습니다: 다른 사용자가 먼저 수정했습니다.')).toBeTruthy();
    await waitFor(() => expect(get.mock.calls.filter(([url]) => url === 'api/lead/1').length).toBe(2));
  });
});
