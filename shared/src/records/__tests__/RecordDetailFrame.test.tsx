import { fireEvent, render, screen } from '@testing-library/react';
import { App, Button } from 'antd';
import { HTTPError } from 'ky';
import { MemoryRouter } from 'react-router-dom';
import { RecordDetailFrame, type RecordQuery } from '../detail/RecordDetailFrame';
import { RecordHeader } from '../detail/RecordHeader';

type Lead = { id: number; title: string };

const httpError = (status: number, data: unknown): HTTPError =>
  Object.assign(Object.create(HTTPError.prototype), { name: 'HTTPError', response: { status }, data });

function renderFrame(query: RecordQuery<Lead>, notFound = false) {
  return render(
    <MemoryRouter>
      <App>
        <RecordDetailFrame<Lead>
          query={query}
          listPageId="LeadListPage"
          notFound={notFound}
          title={(lead) => lead.title}
        >
          {(lead) => (
            <>
              <RecordHeader listPageId="LeadListPage" title={lead.title} subtitle={`L-${lead.id}`} actions={<Button>수정</Button>} toolbar={<span>도구 {lead.id}</span>} />
              <p>본문 {lead.title}</p>
            </>
          )}
        </RecordDetailFrame>
      </App>
    </MemoryRouter>,
  );
}

const query = (over: Partial<RecordQuery<Lead>>): RecordQuery<Lead> => ({ isPending: false, error: null, data: undefined, refetch: jest.fn(), ...over });

describe('RecordDetailFrame', () => {
  it('shows a skeleton while the record loads', () => {
    const { container } = renderFrame(query({ isPending: true }));
    expect(container.querySelector('.ant-skeleton')).not.toBeNull();
    expect(screen.queryByText('본문', { exact: false })).toBeNull();
  });

  it('shows a 404 state that leads back to the list of the page table', () => {
    renderFrame(query({ error: httpError(404, { error: 'not_found', message: '요청한 정보를 찾을 수 없습니다.' }) }));
    expect(screen.getByText('찾을 수 없는 리드입니다')).toBeTruthy();
    expect(screen.getByRole('link', { name: '리드 목록으로' }).getAttribute('href')).toBe('/lead');
  });

  it('shows the 404 state for an id known to be absent without asking', () => {
    renderFrame(query({ isPending: true }), true);
    expect(screen.getByText('찾을 수 없는 리드입니다')).toBeTruthy();
  });

  it("shows another failure with the api's message and retries on request", () => {
    const q = query({ error: httpError(500, { error: 'internal', message: '서버에서 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.' }) });
    renderFrame(q);
    expect(screen.getByText('리드 정보를 불러오지 못했습니다')).toBeTruthy();
    expect(screen.getByText('서버에서 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(q.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the record with its heading (back link, title, actions, toolbar) and names the tab', () => {
    renderFrame(query({ data: { id: 7, title: '2공장 MES 구축' } }));
    expect(screen.getByRole('heading', { name: '2공장 MES 구축' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /리드 목록/ }).getAttribute('href')).toBe('/lead');
    expect(screen.getByText('L-7')).toBeTruthy();
    expect(screen.getByRole('button', { name: '수정' })).toBeTruthy();
    expect(screen.getByText('도구 7')).toBeTruthy();
    expect(screen.getByText('본문 2공장 MES 구축')).toBeTruthy();
    expect(document.title).toBe('2공장 MES 구축 · 리드 · 두레');
  });
});
