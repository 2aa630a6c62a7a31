import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';

/*
 * What the tests of "act from the record" buttons share (tests only): the kit's heavy controls as plain inputs, the
 * current address, and the created notice's 열기 link. Use the mocks as jest.mock factories:
 *   jest.mock('@dure/shared/records', () => jest.requireActual('../../../lib/testing/recordActions').recordsForForms());
 */

type EditorProps = { value: string; onChange: (v: string) => void; 'aria-label'?: string };

/**
 * `@dure/shared/records` with the record toolkit as a marker, the rich text editor as a textarea, no directory search,
 * and the customer select showing the id and label of the customer the form was given.
 */
export function recordsForForms() {
  return {
    ...jest.requireActual('@dure/shared/records'),
    RecordToolbar: () => <div>toolkit</div>,
    UserPicker: () => <input aria-label="동행자 추가" />,
    RichTextEditor: ({ value, onChange, ...rest }: EditorProps) => <textarea aria-label={rest['aria-label']} value={value} onChange={(e) => onChange(e.target.value)} />,
    CustomerSelect: ({ value, initialLabel }: { value?: number | null; initialLabel?: string }) => <output aria-label="고객사">{value ? `${value} ${initialLabel ?? ''}` : ''}</output>,
  };
}

/** The address the user is at (path and query), for asserting they stayed on the record. */
export function Where() {
  const at = useLocation();
  return <div data-testid="where">{at.pathname + at.search}</div>;
}

export const whereNow = () => screen.getByTestId('where').textContent;

/** Clicks 열기 on the created notice that says `text`, and waits until the address is `path`. */
export async function openFromNotice(text: RegExp, path: string) {
  const notice = await screen.findByText(text);
  fireEvent.click(within(notice.closest('.ant-message-notice') as HTMLElement).getByRole('button', { name: '열기' }));
  await waitFor(() => expect(whereNow()).toBe(path));
}

/** One of the 영업활동 form's activity types, as the api lists them. */
export const activityType = (id: number, code: string, label: string) => ({ id, code, label, sortOrder: id * 10, activeYn: 'Y' as const, usageCount: 0, version: 0 });
