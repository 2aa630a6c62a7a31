import { screen } from '@testing-library/react';
import { queryOptions } from '@tanstack/react-query';
import { renderScreen } from '../../testing';
import { RecordDetailPage } from '../detail/RecordDetailPage';

type Lead = { id: number; title: string };

const get = jest.fn<Promise<Lead>, [number]>();
const leadQuery = (id: number) => queryOptions({ queryKey: ['lead', 'detail', id], queryFn: () => get(id) });

const renderAt = (path: string) =>
  renderScreen(
    <RecordDetailPage detail={leadQuery} listPageId="LeadListPage" title={(lead) => lead.title}>
      {(lead) => <p>본문 {lead.title}</p>}
    </RecordDetailPage>,
    { path, route: '/lead/:id' },
  );

beforeEach(() => get.mockReset());

describe('RecordDetailPage', () => {
  it('loads the record the route names and shows it', async () => {
    get.mockResolvedValue({ id: 7, title: '설비 교체' });
    renderAt('/lead/7');
    expect(await screen.findByText('본문 설비 교체')).toBeTruthy();
    expect(get).toHaveBeenCalledWith(7);
  });

  it('an id that is not a positive number is a 404 without asking the api', () => {
    renderAt('/lead/abc');
    expect(screen.getByRole('link', { name: /목록/ })).toBeTruthy();
    expect(get).not.toHaveBeenCalled();
  });
});
