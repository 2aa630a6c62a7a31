import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Button, DatePicker, Form, Select } from 'antd';
import dayjs from 'dayjs';
import { DateField } from '../DateField';
import { useOpeningState } from '../useOpeningState';

describe('useOpeningState', () => {
  it('keeps what was set while open and starts over at the next opening', () => {
    const { result, rerender } = renderHook(({ open }) => useOpeningState<string | null>(open, null), { initialProps: { open: true } });
    act(() => result.current[1]('비슷한 고객사 2곳'));
    expect(result.current[0]).toBe('비슷한 고객사 2곳');
    rerender({ open: false });
    expect(result.current[0]).toBeNull();
    rerender({ open: true });
    expect(result.current[0]).toBeNull();
  });
});

describe('DateField', () => {
  function Harness({ onFinish }: { onFinish: (v: unknown) => void }) {
    return (
      <Form initialValues={{ hireDate: dayjs('2026-03-02'), resignDate: dayjs('2026-03-01') }} onFinish={onFinish}>
        <DateField name="hireDate" label="입사일" requiredMessage="입사일을 입력해 주세요." />
        <DateField name="resignDate" label="퇴사일" notBefore={{ field: 'hireDate', message: '퇴사일은 입사일 이후여야 합니다.' }} />
        <Button htmlType="submit">저장</Button>
      </Form>
    );
  }

  it('refuses a day before the other date, and takes the same day', async () => {
    const onFinish = jest.fn();
    render(<Harness onFinish={onFinish} />);
    fireEvent.click(screen.getByRole('button', { name: /저\s*장/ }));
    expect(await screen.findByText('퇴사일은 입사일 이후여야 합니다.')).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByLabelText('퇴사일'));
    fireEvent.change(screen.getByLabelText('퇴사일'), { target: { value: '2026-03-02' } });
    fireEvent.keyDown(screen.getByLabelText('퇴사일'), { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: /저\s*장/ }));
    await waitFor(() => expect(onFinish).toHaveBeenCalled());
  });
});

describe('a required field', () => {
  // A required Form.Item hands its control aria-required. antd's Select also spread it on its role-less outer element,
  // which axe reports as a critical aria-allowed-attr violation (ant-design#46030); rc-select is patched (patches/).
  it('says so on the control users reach (the combobox or the date input) and on no element whose role forbids it', () => {
    const { container } = render(
      <Form>
        <Form.Item name="grade" label="직급" rules={[{ required: true }]}>
          <Select options={[{ value: 'A', label: '사원' }]} />
        </Form.Item>
        <Form.Item name="tags" label="태그" rules={[{ required: true }]}>
          <Select mode="multiple" options={[{ value: 'A', label: '중요' }]} />
        </Form.Item>
        <Form.Item name="day" label="일자" rules={[{ required: true }]}>
          <DatePicker />
        </Form.Item>
      </Form>,
    );
    expect(screen.getByLabelText('직급').getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText('태그').getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText('일자').getAttribute('aria-required')).toBe('true');
    const carriers = [...container.querySelectorAll('[aria-required]')].map((el) => `${el.tagName.toLowerCase()}[role=${el.getAttribute('role')}]`);
    expect(carriers.every((c) => c === 'input[role=combobox]' || c === 'input[role=null]')).toBe(true);
    expect(carriers).toHaveLength(3);
  });
});
