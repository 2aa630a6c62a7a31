import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, Form, Input } from 'antd';
import { HTTPError } from 'ky';
import { useState } from 'react';
import { DrawerForm } from '../DrawerForm';
import { FORM_MESSAGES } from '../messages';
import { ModalForm } from '../ModalForm';

const httpError = (status: number, data: unknown): HTTPError =>
  Object.assign(Object.create(HTTPError.prototype), { name: 'HTTPError', response: { status }, data });

const STALE = '다른 사용자가 먼저 수정했습니다. 새로고침 후 다시 시도해 주세요.';

type Values = { name: string; address?: { zip?: string } };
type Saved = { id: number; name: string; version: number };

type Setup = {
  save?: jest.Mock;
  onClose?: jest.Mock;
  onSaved?: jest.Mock;
  /** The record the form edits; a reload swaps it for `latest`. */
  latest?: Saved;
  layout?: 'modal' | 'drawer';
  fieldOf?: (apiField: string) => string | null;
};

function renderForm({ save = jest.fn(), onClose = jest.fn(), onSaved = jest.fn(), latest, layout = 'modal', fieldOf }: Setup = {}) {
  const onReload = jest.fn();
  function Harness() {
    const [record, setRecord] = useState<Saved>({ id: 1, name: '두레상사', version: 1 });
    const Layout = layout === 'modal' ? ModalForm : DrawerForm;
    return (
      <Layout<Values, Saved>
        open
        title="거래처 수정"
        initialValues={{ name: record.name, address: { zip: '04524' } }}
        save={(values) => save(values, record.version)}
        onSaved={onSaved}
        onClose={onClose}
        fieldOf={fieldOf}
        onReload={async () => {
          onReload();
          if (latest) setRecord(latest);
        }}
      >
        <Form.Item name="name" label="거래처명">
          <Input />
        </Form.Item>
        <Form.Item name={['address', 'zip']} label="우편번호">
          <Input />
        </Form.Item>
      </Layout>
    );
  }
  render(
    <App>
      <Harness />
    </App>,
  );
  return { save, onClose, onSaved, onReload };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
/** The submit button by its text: while saving its name also carries the spinner's label. */
const submitButton = () => screen.getByText(FORM_MESSAGES.submitSave).closest('button')!;
const submit = () => fireEvent.click(submitButton());
/** antd's confirm names its title twice (heading and dialog label). */
const asking = () => screen.queryAllByText(FORM_MESSAGES.closeDirtyTitle).length > 0;

describe('the save flow', () => {
  it('sends the typed values and hands the saved record back', async () => {
    const { save, onSaved } = renderForm({ save: jest.fn().mockResolvedValue({ id: 1, name: '두레물산', version: 2 }) });
    await waitFor(() => expect(field('거래처명').value).toBe('두레상사'));
    type('거래처명', '두레물산');
    submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 1, name: '두레물산', version: 2 }));
    expect(save).toHaveBeenCalledWith({ name: '두레물산', address: { zip: '04524' } }, 1);
  });

  it("puts the api's field messages on their fields and the rest in the notice", async () => {
    const save = jest.fn().mockRejectedValue(
      httpError(400, { error: 'validation', message: '입력값을 확인해 주세요.', fields: { name: '이미 있는 거래처명입니다.', 'address.zip': '우편번호는 5자리입니다.', memo: '메모는 500자 이하로 입력해 주세요.' } }),
    );
    renderForm({ save });
    submit();
    expect(await screen.findByText('이미 있는 거래처명입니다.')).toBeTruthy();
    expect(field('거래처명').closest('.ant-form-item')?.textContent).toContain('이미 있는 거래처명입니다.');
    expect(field('우편번호').closest('.ant-form-item')?.textContent).toContain('우편번호는 5자리입니다.');
    const notice = screen.getByRole('alert');
    expect(notice.textContent).toContain('입력값을 확인해 주세요.');
    expect(notice.textContent).toContain('메모는 500자 이하로 입력해 주세요.');
    expect(notice.textContent).not.toContain('이미 있는 거래처명입니다.');
  });

  it('puts a message on the form field its api field is entered in, where the names differ', async () => {
    const save = jest.fn().mockRejectedValue(httpError(400, { error: 'validation', message: '입력값을 확인해 주세요.', fields: { zipCode: '우편번호는 5자리입니다.' } }));
    renderForm({ save, fieldOf: (name) => (name === 'zipCode' ? 'address.zip' : name) });
    submit();
    await waitFor(() => expect(field('우편번호').closest('.ant-form-item')?.textContent).toContain('우편번호는 5자리입니다.'));
    expect(screen.getByRole('alert').textContent).toBe('입력값을 확인해 주세요.');
  });

  it('leaves out of the notice the messages the form shows itself', async () => {
    const save = jest.fn().mockRejectedValue(httpError(400, { error: 'validation', message: '입력값을 확인해 주세요.', fields: { 'lines.0.qty': '수량을 입력해 주세요.', memo: '메모는 500자 이하로 입력해 주세요.' } }));
    renderForm({ save, fieldOf: (name) => (name.startsWith('lines') ? null : name) });
    submit();
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('메모는 500자 이하로 입력해 주세요.');
    expect(notice.textContent).not.toContain('수량을 입력해 주세요.');
  });

  it('shows the api message once in the notice when every field message found its field', async () => {
    renderForm({ save: jest.fn().mockRejectedValue(httpError(409, { error: 'duplicate', message: '이미 있는 거래처명입니다.', fields: { name: '이미 있는 거래처명입니다.' } })) });
    submit();
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toBe('이미 있는 거래처명입니다.');
    await waitFor(() => expect(field('거래처명').closest('.ant-form-item')?.textContent).toContain('이미 있는 거래처명입니다.'));
    expect(within(notice).queryByRole('listitem')).toBeNull();
  });

  it('lists each bad row of a batch save', async () => {
    const message = '입력 오류가 있는 행이 2개 있습니다. 아무것도 저장하지 않았습니다. 표시된 칸을 고친 뒤 다시 저장해 주세요.';
    renderForm({
      save: jest.fn().mockRejectedValue(
        httpError(400, { error: 'validation', message, rows: [{ key: 'D-01', fields: { parentCode: '상위부서코드에 해당하는 부서가 없습니다.' } }, { key: 'D-02', fields: { name: '부서명을 입력해 주세요.' } }] }),
      ),
    });
    submit();
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(message);
    expect(within(notice).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['D-01: 상위부서코드에 해당하는 부서가 없습니다.', 'D-02: 부서명을 입력해 주세요.']);
  });

  it('on a stale version shows one conflict notice whose reload brings the latest record in', async () => {
    const save = jest.fn().mockRejectedValueOnce(httpError(409, { error: 'conflict', message: STALE })).mockResolvedValueOnce({ id: 1, name: '두레무역', version: 3 });
    const { onReload } = renderForm({ save, latest: { id: 1, name: '두레무역', version: 3 } });
    type('거래처명', '내가 고친 이름');
    submit();
    const notice = await screen.findByRole('alert');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(notice.textContent).toContain(STALE);
    expect(notice.textContent).toContain(FORM_MESSAGES.conflictHint);
    expect(field('거래처명').value).toBe('내가 고친 이름');
    fireEvent.click(within(notice).getByRole('button', { name: FORM_MESSAGES.reload }));
    await waitFor(() => expect(field('거래처명').value).toBe('두레무역'));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    submit();
    await waitFor(() => expect(save).toHaveBeenLastCalledWith({ name: '두레무역', address: { zip: '04524' } }, 3));
  });

  it('offers no reload for a 409 that is not a stale version', async () => {
    renderForm({ save: jest.fn().mockRejectedValue(httpError(409, { error: 'state_conflict', message: '소속 직원 3명이 있어 삭제할 수 없습니다.' })) });
    submit();
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('소속 직원 3명이 있어 삭제할 수 없습니다.');
    expect(within(notice).queryByRole('button', { name: FORM_MESSAGES.reload })).toBeNull();
  });

  it('sends once however often submit is pressed while saving, and shows progress', async () => {
    let finish: (saved: Saved) => void = () => {};
    const save = jest.fn(() => new Promise<Saved>((resolve) => (finish = resolve)));
    const { onSaved } = renderForm({ save });
    submit();
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    submit();
    submit();
    await waitFor(() => expect(submitButton().className).toContain('ant-btn-loading'));
    await act(async () => finish({ id: 1, name: '두레상사', version: 2 }));
    expect(save).toHaveBeenCalledTimes(1);
    expect(onSaved).toHaveBeenCalledTimes(1);
  });
});

describe('closing', () => {
  const escape = () => fireEvent.keyDown(screen.getByRole('dialog', { name: '거래처 수정' }), { key: 'Escape', keyCode: 27 });

  it('closes a clean form at once, by Escape, the close button or 취소', async () => {
    const { onClose } = renderForm();
    await waitFor(() => expect(field('거래처명').value).toBe('두레상사'));
    escape();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: FORM_MESSAGES.cancel }));
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(asking()).toBe(false);
  });

  it('asks before closing a form with typed changes; 계속 작성 keeps them', async () => {
    const { onClose } = renderForm();
    type('거래처명', '아직 저장 안 한 이름');
    escape();
    await waitFor(() => expect(asking()).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: FORM_MESSAGES.closeDirtyCancel }));
    await waitFor(() => expect(asking()).toBe(false));
    expect(onClose).not.toHaveBeenCalled();
    expect(field('거래처명').value).toBe('아직 저장 안 한 이름');

    fireEvent.click(screen.getByRole('button', { name: FORM_MESSAGES.cancel }));
    fireEvent.click(await screen.findByRole('button', { name: FORM_MESSAGES.closeDirtyOk }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('asks before the close button closes a form with typed changes', async () => {
    const { onClose } = renderForm();
    type('거래처명', '아직 저장 안 한 이름');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(asking()).toBe(true));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes a clean drawer by Escape and asks first on a dirty one', async () => {
    const { onClose } = renderForm({ layout: 'drawer' });
    await waitFor(() => expect(field('거래처명').value).toBe('두레상사'));
    escape();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(asking()).toBe(false);

    type('거래처명', '아직 저장 안 한 이름');
    escape();
    await waitFor(() => expect(asking()).toBe(true));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('guards the drawer the same way', async () => {
    const { onClose } = renderForm({ layout: 'drawer' });
    type('거래처명', '아직 저장 안 한 이름');
    fireEvent.click(screen.getByRole('button', { name: FORM_MESSAGES.cancel }));
    await waitFor(() => expect(asking()).toBe(true));
    expect(onClose).not.toHaveBeenCalled();
  });
});
