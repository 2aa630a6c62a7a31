import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { SkillSearchDialog } from '../skill/SkillSearchDialog';
import { fail, installServer, page, renderWithApp } from './server';

const skill = (id: number, name: string, categoryId = 1) => ({ id, name, categoryId, categoryName: categoryId === 1 ? '개발' : '디자인', description: `${name} 설명` });
const categories = [{ id: 1, name: '개발', skillCount: 2 }, { id: 2, name: '디자인', skillCount: 1 }];

describe('SkillSearchDialog', () => {
  it('searches by name, filters by category and returns several picks', async () => {
    const calls = installServer({
      'GET api/skill/category': categories,
      'GET api/skill': (c: { search: URLSearchParams }) => {
        if (c.search.get('categoryId') === '2') return page([skill(3, 'Figma', 2)], 0, 10);
        if (c.search.get('keyword') === 'Type') return page([skill(2, 'TypeScript')], 0, 10);
        return page([skill(1, 'React'), skill(2, 'TypeScript')], 0, 10);
      },
    });
    const onSelect = jest.fn();
    renderWithApp(<SkillSearchDialog open multiple onClose={jest.fn()} onSelect={onSelect} />);
    expect(await screen.findByText('React')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('checkbox')[1]);

    fireEvent.change(screen.getByRole('searchbox', { name: '스킬 이름' }), { target: { value: 'Type' } });
    fireEvent.keyDown(screen.getByRole('searchbox', { name: '스킬 이름' }), { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.queryByText('React', { selector: 'td' })).toBeNull());
    expect(calls.filter((c) => c.path === 'api/skill').at(-1)!.search.get('keyword')).toBe('Type');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '전체 분류' }));
    fireEvent.click(await screen.findByText('디자인 (1)'));
    expect(await screen.findByText('Figma')).toBeTruthy();
    const last = calls.filter((c) => c.path === 'api/skill').at(-1)!;
    expect(Object.fromEntries(last.search)).toEqual({ keyword: 'Type', categoryId: '2', page: '0', size: '10' });
    fireEvent.click(screen.getAllByRole('checkbox')[1]);

    fireEvent.click(screen.getByRole('button', { name: /선택 \(2개 선택\)/ }));
    expect(onSelect).toHaveBeenCalledWith([skill(1, 'React'), skill(3, 'Figma', 2)]);
  });

  it('picks one in single mode', async () => {
    installServer({ 'GET api/skill/category': categories, 'GET api/skill': page([skill(1, 'React'), skill(2, 'TypeScript')]) });
    const onSelect = jest.fn();
    renderWithApp(<SkillSearchDialog open onClose={jest.fn()} onSelect={onSelect} />);
    await screen.findByText('React');
    fireEvent.click(screen.getAllByRole('radio')[0]);
    fireEvent.click(screen.getAllByRole('radio')[1]);
    fireEvent.click(screen.getByRole('button', { name: '선택' }));
    expect(onSelect).toHaveBeenCalledWith([skill(2, 'TypeScript')]);
  });

  it('marks skills already held and does not let them be picked again', async () => {
    installServer({ 'GET api/skill/category': categories, 'GET api/skill': page([skill(1, 'React'), skill(2, 'TypeScript')]) });
    const onSelect = jest.fn();
    renderWithApp(<SkillSearchDialog open multiple heldIds={[1]} onClose={jest.fn()} onSelect={onSelect} />);
    await screen.findByText('React');
    expect(screen.getByText('보유 중')).toBeTruthy();
    const [, react, typescript] = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(react.disabled).toBe(true);
    fireEvent.click(typescript);
    fireEvent.click(screen.getByRole('button', { name: /선택 \(1개 선택\)/ }));
    expect(onSelect).toHaveBeenCalledWith([skill(2, 'TypeScript')]);
  });

  it('leaves focus where the caller put it after a pick, and returns it to the opener after a cancel', async () => {
    installServer({ 'GET api/skill/category': categories, 'GET api/skill': page([skill(1, 'React')]) });
    // The caller opens the dialog from a button and, on a pick, moves on to a field of its own (a next dialog's select).
    function Caller() {
      const [open, setOpen] = useState(false);
      const next = useRef<HTMLInputElement>(null);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>추가</button>
          <input aria-label="숙련도" ref={next} />
          <SkillSearchDialog open={open} multiple onClose={() => setOpen(false)} onSelect={() => next.current!.focus()} />
        </>
      );
    }
    renderWithApp(<Caller />);
    const opener = screen.getByRole('button', { name: '추가' });
    for (const close of ['pick', 'cancel'] as const) {
      opener.focus();
      fireEvent.click(opener);
      await screen.findByText('React');
      if (close === 'pick') {
        fireEvent.click(screen.getAllByRole('checkbox')[1]);
        fireEvent.click(screen.getByRole('button', { name: /선택 \(1개 선택\)/ }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '숙련도' }));
      } else {
        fireEvent.click(screen.getByRole('button', { name: '취소' }));
        await waitFor(() => expect(document.activeElement).toBe(opener));
      }
    }
  });

  it('shows the empty and error states', async () => {
    let answer: unknown = fail(500, '스킬을 불러오지 못했습니다.');
    installServer({ 'GET api/skill/category': [], 'GET api/skill': () => answer });
    renderWithApp(<SkillSearchDialog open onClose={jest.fn()} onSelect={jest.fn()} />);
    expect(await screen.findByText('스킬을 불러오지 못했습니다.')).toBeTruthy();
    answer = page([]);
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('검색된 스킬이 없습니다.')).toBeTruthy();
  });
});
