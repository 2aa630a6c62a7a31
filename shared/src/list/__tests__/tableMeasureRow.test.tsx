import { render } from '@testing-library/react';
import { Table } from 'antd';

// rc-table measures column widths with a hidden row that repeats every column's title: with row selection that is a second
// select-all checkbox. aria-hidden alone left it in the tab order (axe: serious aria-hidden-focus on /med/sales/management);
// rc-table is patched (patches/) so the row is inert.
it('a table that scrolls sideways keeps the copies of its titles in the measuring row out of reach', () => {
  const rows = [{ id: 1, name: '대성테크', amount: 1000 }];
  const { container } = render(
    <Table
      rowKey="id"
      dataSource={rows}
      scroll={{ x: 1200 }}
      rowSelection={{ selectedRowKeys: [], onChange: () => {} }}
      columns={[
        { key: 'name', dataIndex: 'name', title: '고객사' },
        { key: 'amount', dataIndex: 'amount', title: '금액' },
      ]}
    />,
  );
  const measure = container.querySelector('.ant-table-measure-row');
  expect(measure).not.toBeNull();
  expect(measure!.querySelector('input[type=checkbox]')).not.toBeNull();
  expect(measure!.hasAttribute('inert')).toBe(true);
});
