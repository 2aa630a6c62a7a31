import { ProTable } from '@ant-design/pro-components';
import { render, screen, waitFor } from '@testing-library/react';
import type { Page } from '@dure/shared';
import { toListQuery, toProTableResult, useCappedTotal } from '../proTableQuery';

describe('toListQuery', () => {
  it('turns ProTable paging, filters and sort into the api query', () => {
    expect(toListQuery({ current: 3, pageSize: 50, keyword: '  한빛 ', statusList: ['ACTIVE', 'DORMANT'], grade: '', mineYn: true }, { name: 'ascend' })).toEqual({
      page: 2,
      size: 50,
      keyword: '한빛',
      statusList: 'ACTIVE,DORMANT',
      mineYn: 'Y',
      sort: 'name,asc',
    });
  });

  it('leaves out empty filters and an unset sort', () => {
    expect(toListQuery({ current: 1, pageSize: 20, statusList: [], ownerUserId: undefined }, { name: null })).toEqual({ page: 0, size: 20 });
  });
});

it('ProTable shows the rows and the total of an api page', async () => {
  const request = jest.fn(async () => toProTableResult({ content: [{ id: 1, name: '(주)한빛정밀' }], totalElements: 41, totalPages: 3, page: 0, size: 20 }));
  render(<ProTable rowKey="id" search={false} options={false} request={request} columns={[{ title: '고객사명', dataIndex: 'name' }]} />);
  expect(await screen.findByText('(주)한빛정밀')).toBeTruthy();
  await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
  expect(screen.getByText(/41/)).toBeTruthy();
});

function CappedList({ page }: { page: Page<{ id: number; name: string }> }) {
  const counted = useCappedTotal('곳');
  return (
    <ProTable
      rowKey="id"
      search={false}
      options={false}
      request={async () => counted.result(page)}
      pagination={{ pageSize: 20, showTotal: counted.showTotal }}
      columns={[{ title: '고객사명', dataIndex: 'name' }]}
    />
  );
}

it('a count the api stopped at its cap reads "이상"; an exact one does not', async () => {
  const rows = [{ id: 1, name: '(주)한빛정밀' }];
  const { unmount } = render(<CappedList page={{ content: rows, totalElements: 1000, totalPages: 50, page: 0, size: 20, totalCappedYn: 'Y' }} />);
  expect(await screen.findByText('총 1,000곳 이상')).toBeTruthy();
  unmount();
  render(<CappedList page={{ content: rows, totalElements: 1000, totalPages: 50, page: 0, size: 20, totalCappedYn: 'N' }} />);
  expect(await screen.findByText('총 1,000곳')).toBeTruthy();
  expect(screen.queryByText(/이상/)).toBeNull();
});
