import { statusChange } from '../statusChange';

describe('statusChange', () => {
  const run = jest.fn();
  it('asks with the record and the action, and tells the new status with the particle its last sound takes', () => {
    const dormant = statusChange('(주)한빛정밀', { status: 'DORMANT', label: '휴면 처리', confirm: '휴면 고객사는 목록에서 흐리게 보입니다.', danger: true }, '휴면', { run });
    expect(dormant).toEqual({ title: '(주)한빛정밀: 휴면 처리', content: '휴면 고객사는 목록에서 흐리게 보입니다.', okText: '변경', danger: true, success: "상태를 '휴면'으로 바꿨습니다.", run });
    expect(statusChange('김담당', { status: 'ACTIVE', label: '활성화', confirm: '다시 로그인할 수 있습니다.' }, '재직', { run }).success).toBe("상태를 '재직'으로 바꿨습니다.");
    expect(statusChange('김담당', { status: 'LOCKED', label: '잠금', confirm: '로그인할 수 없습니다.' }, '잠김 해제 대기', { run }).success).toBe("상태를 '잠김 해제 대기'로 바꿨습니다.");
  });
});
