import { renderScreen } from '@dure/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { projectApi } from '../api/projectApi';
import { MembersCard } from '../components/MembersCard';
import { MilestonesCard } from '../components/MilestonesCard';
import { StatusActions } from '../components/StatusActions';
import { member, milestone, project } from './fixtures';

jest.mock('@dure/shared/records', () => ({ UserPicker: () => null, SkillSearchDialog: () => null }));
jest.mock('../api/projectApi', () => ({
  ...jest.requireActual('../api/projectApi'),
  projectApi: { members: jest.fn(), milestones: jest.fn(), move: jest.fn(), updateMilestone: jest.fn(), candidates: jest.fn() },
}));
const api = projectApi as jest.Mocked<typeof projectApi>;

jest.setTimeout(120_000);
beforeEach(() => jest.resetAllMocks());

describe('StatusActions', () => {
  it('offers the moves the server allows and sends the one confirmed with the version read', async () => {
    const onChanged = jest.fn();
    api.move.mockResolvedValue(project({ status: 'ON_HOLD', version: 4 }));
    renderScreen(<StatusActions project={project()} onChanged={onChanged} />);
    expect(screen.getByRole('button', { name: '완료' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '취소' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '다시 열기' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '보류' }));
    fireEvent.click(await screen.findByRole('button', { name: '변경' }));
    await waitFor(() => expect(api.move).toHaveBeenCalledWith(7, 3, 'ON_HOLD'));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ status: 'ON_HOLD' })));
  });

  it('shows no moves when the server offers none (a closed project to a non-admin)', () => {
    renderScreen(<StatusActions project={project({ status: 'COMPLETED', actions: { edit: false, statuses: [] } })} onChanged={jest.fn()} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});

describe('MembersCard', () => {
  it('warns about members whose allocations add up to more than 100% and on which days', async () => {
    api.members.mockResolvedValue([member({ role: 'PM', userName: '최우진', id: 10 }), member({ overAllocation: [{ fromDate: '2026-03-10', toDate: '2026-03-31', totalPct: 130 }] })]);
    renderScreen(<MembersCard project={project()} onChanged={jest.fn()} />);
    expect(await screen.findByText('과투입')).toBeTruthy();
    expect(screen.getByText(/투입률 합계가 100%를 넘는 참여자가 있습니다/)).toBeTruthy();
    expect(screen.getByText(/김민준: 2026-03-10 ~ 2026-03-31 \(130%\)/)).toBeTruthy();
    // The PM is not removable; the others are.
    expect(screen.getAllByRole('button', { name: '빼기' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: '스킬로 찾기' })).toBeTruthy();
  });

  it('offers no editing on a project the caller only reads', async () => {
    api.members.mockResolvedValue([member()]);
    renderScreen(<MembersCard project={project({ actions: { edit: false, statuses: [] } })} onChanged={jest.fn()} />);
    expect(await screen.findByText('김민준 · 사업1팀')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '참여자 추가' })).toBeNull();
    expect(screen.queryByRole('button', { name: '수정' })).toBeNull();
  });
});

describe('MilestonesCard', () => {
  it('shows progress, the weight total, overdue milestones, and asks before undoing a done one', async () => {
    api.milestones.mockResolvedValue({
      content: [milestone({ status: 'DONE', doneDate: '2026-03-30', deliverableFileName: '설계서.pdf' }), milestone({ id: 32, name: '통합 테스트', weightPct: 30, overdue: true })],
      weightTotal: 70,
      progressPct: 57.14,
    });
    api.updateMilestone.mockResolvedValue(milestone());
    const onChanged = jest.fn();
    renderScreen(<MilestonesCard project={project()} onChanged={onChanged} />);
    expect(await screen.findByText('설계서.pdf')).toBeTruthy();
    expect(screen.getByText('지연')).toBeTruthy();
    expect(screen.getByText('가중치 합계 70%')).toBeTruthy();
    expect(screen.getByText(/가중치 합계가 100%가 되도록/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '통합 테스트 완료' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '완료 취소' }));
    fireEvent.click(await screen.findByRole('button', { name: '되돌리기' }));
    await waitFor(() => expect(api.updateMilestone).toHaveBeenCalledWith(7, 31, 0, { status: 'PLANNED' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
  });
});
