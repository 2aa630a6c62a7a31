import { renderWithQuery } from '@dure/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from '@dure/shared';
import { SegmentSelect } from '../SegmentSelect';
import { answer } from '../../lib/testing/answer';

jest.mock('@dure/shared', () => ({ ...jest.requireActual('@dure/shared'), http: { get: jest.fn() } }));
const get = http.get as jest.Mock;

const PICKED = [
  { id: 1, code: 'MFG', name: '제조', parentId: null, parentName: null, level: 'MARKET' },
  { id: 2, code: 'MFG-SMART', name: '스마트팩토리', parentId: 1, parentName: '제조', level: 'SEGMENT' },
  { id: 3, code: 'PUB', name: '공공', parentId: null, parentName: null, level: 'MARKET' },
];

beforeEach(() => jest.resetAllMocks());

describe('SegmentSelect', () => {
  it('offers each market and its segments from the picker and reports the picked id', async () => {
    get.mockReturnValue(answer(PICKED));
    const onChange = jest.fn();
    renderWithQuery(<SegmentSelect aria-label="세그먼트" onChange={onChange} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '세그먼트' }));
    fireEvent.click(await screen.findByText('제조 › 스마트팩토리'));
    expect(onChange).toHaveBeenCalledWith(2);
    expect(get).toHaveBeenCalledWith('api/segment/picker');
    expect(screen.getByText('공공 (시장 전체)')).toBeTruthy();
  });

  it('keeps showing a stored segment that is no longer offered, and says so when the list fails', async () => {
    get.mockReturnValue(answer(PICKED));
    const { unmount } = renderWithQuery(<SegmentSelect aria-label="세그먼트" value={9} currentName="단종 세그먼트" />);
    expect(await screen.findByText('단종 세그먼트')).toBeTruthy();
    unmount();
    get.mockReturnValue({ json: () => Promise.reject(new Error('offline')) });
    renderWithQuery(<SegmentSelect aria-label="세그먼트" />);
    expect(await screen.findByText(/세그먼트를 불러오지 못했습니다/)).toBeTruthy();
  });

  it('asks once for the list however many segment selects a page shows', async () => {
    get.mockReturnValue(answer(PICKED));
    renderWithQuery(
      <>
        <SegmentSelect aria-label="세그먼트" />
        <SegmentSelect aria-label="필터 세그먼트" />
      </>,
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '필터 세그먼트' }));
    expect(await screen.findByText('제조 › 스마트팩토리')).toBeTruthy();
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
  });
});
