import { FieldGrid, ModalForm, type RecordFormProps } from '@dure/shared/form';
import { DepartmentSelect, UserPicker } from '@dure/shared/records';
import { http } from '@dure/shared';
import type { PickedSegment } from '@dure/shared/contracts/okr/segment';
import { CODE_LIST_STALE_MS } from '@dure/shared/query';
import { useQuery } from '@tanstack/react-query';
import { App, Form, Input, InputNumber, Select } from 'antd';
import {
  GOAL_LIMITS,
  GOAL_OKR_TYPE,
  GOAL_VISIBILITY,
  type GoalDetail,
  type GoalInput,
  type GoalLevel,
  defaultPeriod,
  goalApi,
} from '../api/goalApi';
import { periodPickerQuery } from '../api/goalQueries';
import { GoalParentSelect } from './GoalParentSelect';
import { codeOptions, levelOptions, periodLabel } from './okrFormat';
import { josaOf } from '@dure/shared/format';

type Values = Omit<GoalInput, 'version'>;

type Props = RecordFormProps<GoalDetail> & {
  /** The goal edited; none to create one. */
  goal?: GoalDetail | null;
  /** A new goal aligned under this one (from its page). */
  parent?: Pick<GoalDetail, 'id' | 'title' | 'periodId' | 'level'> | null;
};

const NEXT_LEVEL: Record<GoalLevel, GoalLevel> = { COMPANY: 'DEPT', DEPT: 'TEAM', TEAM: 'PERSONAL', PERSONAL: 'PERSONAL' };

const toValues = (g: GoalDetail | null | undefined, parent: Props['parent']): Values =>
  g
    ? {
        title: g.title,
        description: g.description,
        level: g.level,
        periodId: g.periodId,
        parentGoalId: g.parentGoalId,
        ownerUserId: g.ownerUserId,
        deptId: g.deptId,
        okrType: g.okrType,
        weightPct: g.weightPct,
        visibility: g.visibility,
        segmentId: g.segmentId,
      }
    : { level: parent ? NEXT_LEVEL[parent.level] : 'PERSONAL', periodId: parent?.periodId, parentGoalId: parent?.id ?? null, okrType: 'COMMITTED', weightPct: 100, visibility: 'PUBLIC' };

const segmentPickerQuery = () => ({
  queryKey: ['segment', 'picker'],
  queryFn: () => http.get('api/segment/picker').json<{ result: PickedSegment[] }>().then((r) => r.result),
  staleTime: CODE_LIST_STALE_MS,
});

/**
 * 목표 등록·수정. Alignment (no cycles, depth, the parent's period), ownership and weights are the api's checks; its
 * Korean messages land on the fields.
 */
export function GoalFormModal({ open, goal, parent, onClose, onSaved, onReload }: Props) {
  const { message } = App.useApp();
  const creating = !goal;
  const periods = useQuery({ ...periodPickerQuery(), enabled: open });
  const segments = useQuery({ ...segmentPickerQuery(), enabled: open });
  const initial = toValues(goal, parent);
  if (creating && initial.periodId === undefined) initial.periodId = defaultPeriod(periods.data ?? [])?.id;

  async function save(values: Values) {
    const input: GoalInput = { ...values, parentGoalId: values.parentGoalId ?? null, deptId: values.deptId ?? null, segmentId: values.segmentId ?? null };
    const saved = creating ? await goalApi.create(input) : await goalApi.update(goal.id, { ...input, version: goal.version });
    message.success(creating ? `목표 '${saved.title}'${josaOf(saved.title, '을/를')} 등록했습니다.` : '저장했습니다.');
    return saved;
  }

  return (
    <ModalForm<Values, GoalDetail>
      // The default period arrives with the picker: the form opens on it once it is known.
      key={creating ? `new-${initial.periodId ?? ''}` : goal.id}
      open={open}
      title={creating ? '목표 등록' : `${goal.title} 수정`}
      width={800}
      initialValues={initial}
      save={save}
      onSaved={onSaved}
      onClose={onClose}
      onReload={onReload}
      submitText={creating ? '등록' : '저장'}
      formProps={{ requiredMark: 'optional', autoComplete: 'off' }}
    >
      <Form.Item name="title" label="목표" rules={[{ required: true, whitespace: true, message: '목표를 입력해 주세요.' }]}>
        <Input maxLength={GOAL_LIMITS.title} placeholder="예: 신규 고객 확보로 매출 기반 넓히기" />
      </Form.Item>
      <FieldGrid columns={3}>
        <Form.Item name="periodId" label="기간" rules={[{ required: true, message: '기간을 선택해 주세요.' }]} extra={goal && goal.status !== 'DRAFT' ? '작성중인 목표만 기간을 바꿀 수 있습니다.' : undefined}>
          <Select<number>
            aria-label="기간"
            loading={periods.isPending}
            disabled={!!goal && goal.status !== 'DRAFT'}
            options={(periods.data ?? []).filter((p) => p.status !== 'CLOSED' || p.id === goal?.periodId).map((p) => ({ value: p.id, label: periodLabel(p) }))}
          />
        </Form.Item>
        <Form.Item name="level" label="수준" rules={[{ required: true, message: '수준을 선택해 주세요.' }]}>
          <Select aria-label="수준" options={levelOptions} />
        </Form.Item>
        <Form.Item name="okrType" label="성격">
          <Select aria-label="성격" options={codeOptions(GOAL_OKR_TYPE)} />
        </Form.Item>
      </FieldGrid>
      <Form.Item noStyle dependencies={['periodId', 'level']}>
        {({ getFieldValue }) => (
          <Form.Item name="parentGoalId" label="상위 목표 (정렬)" extra={getFieldValue('level') === 'COMPANY' ? '전사 목표는 상위 목표를 가질 수 없습니다.' : '비워 두면 미정렬 목표로 남습니다.'}>
            <GoalParentSelect aria-label="상위 목표" periodId={getFieldValue('periodId')} excludeId={goal?.id} initialLabel={goal?.parentGoalTitle ?? parent?.title} disabled={getFieldValue('level') === 'COMPANY'} />
          </Form.Item>
        )}
      </Form.Item>
      <FieldGrid columns={3}>
        <Form.Item name="ownerUserId" label="책임자" extra={creating ? '비워 두면 본인' : undefined}>
          <UserPicker initialLabel={goal?.ownerUserName ?? undefined} aria-label="책임자" />
        </Form.Item>
        <Form.Item name="deptId" label="부서" extra="부서·팀 목표는 필수">
          <DepartmentSelect aria-label="부서" />
        </Form.Item>
        <Form.Item name="weightPct" label="가중치(%)" tooltip="책임자의 이 기간 목표 가중치 합계가 100%여야 승인 요청할 수 있습니다." rules={[{ required: true, message: '가중치를 입력해 주세요.' }]}>
          <InputNumber<number> style={{ width: '100%' }} min={0} max={100} precision={0} aria-label="가중치(%)" />
        </Form.Item>
      </FieldGrid>
      <FieldGrid columns={2}>
        <Form.Item name="visibility" label="공개 범위">
          <Select aria-label="공개 범위" options={codeOptions(GOAL_VISIBILITY)} />
        </Form.Item>
        <Form.Item name="segmentId" label="시장 세그먼트">
          <Select<number | null>
            aria-label="시장 세그먼트"
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder="선택 안 함"
            loading={segments.isPending}
            options={(segments.data ?? []).map((s) => ({ value: s.id, label: `${s.name} (${s.code})` }))}
          />
        </Form.Item>
      </FieldGrid>
      <Form.Item name="description" label="설명">
        <Input.TextArea rows={3} maxLength={GOAL_LIMITS.description} />
      </Form.Item>
    </ModalForm>
  );
}
