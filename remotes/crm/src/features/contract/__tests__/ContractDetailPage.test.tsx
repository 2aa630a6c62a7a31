import { http } from '@dure/shared';
import { screen } from '@testing-library/react';
import { descriptionValue as field, renderDetailPage } from '../../../lib/testing/detailPage';
import type { Contract } from '../api/contractApi';
import ContractDetailPage from '../components/ContractDetailPage';
import { contract } from './fixtures';

jest.mock('@dure/shared', () => ({ ...jest.requireActual('@dure/shared'), http: { get: jest.fn() } }));
jest.mock('@dure/shared/records', () => ({ ...jest.requireActual('@dure/shared/records'), RecordToolbar: () => null }));
const get = http.get as jest.Mock;

jest.setTimeout(120_000);
beforeEach(() => jest.resetAllMocks());

const show = (shown: Contract, authorities: string[]) =>
  renderDetailPage(<ContractDetailPage />, { route: '/contract/:id', path: `/contract/${shown.id}`, get, answers: { [`api/contract/${shown.id}`]: shown }, authorities });

const linked = contract({ projectId: 41, projectNo: 'PJ-2026-0041', projectName: '한빛정밀 MES 구축' });

describe('ContractDetailPage', () => {
  it("links the contract's project for a user who may open projects", async () => {
    show(linked, ['ROLE_CONTRACT_READ', 'ROLE_PROJECT_READ']);
    expect(await screen.findByText('PJ-2026-0041 한빛정밀 MES 구축')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'PJ-2026-0041 한빛정밀 MES 구축' }).getAttribute('href')).toBe('/project/41');
  });

  it('names the project without a link for anyone else, and shows a dash without a project', async () => {
    const { unmount } = show(linked, ['ROLE_CONTRACT_READ']);
    expect(await screen.findByText('PJ-2026-0041 한빛정밀 MES 구축')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'PJ-2026-0041 한빛정밀 MES 구축' })).toBeNull();
    unmount();
    show(contract(), ['ROLE_CONTRACT_READ']);
    await screen.findAllByText('스마트팩토리 MES 구축');
    expect(field('프로젝트')).toBe('-');
  });
});
