import { tableColumns, type ListColumn } from '../listColumns';

type Row = { id: number; title: string };

describe('tableColumns', () => {
  const columns: ListColumn<Row>[] = [
    { title: '번호', dataIndex: 'id', width: 100 },
    { title: '제목', dataIndex: 'title', width: 200, ellipsis: true, onCell: () => ({ style: { color: 'red' } }) },
    { title: '메모', dataIndex: 'memo', ellipsis: true },
    { title: '', key: 'actions', width: 80 },
  ];
  const [first, title, memo, actions] = tableColumns(columns);
  const row = { id: 1, title: 'x'.repeat(500) };

  it('fixes the first column at the left and the actions at the right', () => {
    expect(first.fixed).toBe('left');
    expect(actions.fixed).toBe('right');
    expect(title.fixed).toBeUndefined();
  });

  it('holds an ellipsis column with a width to that width, keeping its own cell props', () => {
    expect(title.onCell?.(row, 0)).toEqual({ style: { color: 'red', maxWidth: 200 } });
  });

  it('leaves an ellipsis column without a width alone', () => {
    expect(memo.onCell).toBeUndefined();
  });
});
