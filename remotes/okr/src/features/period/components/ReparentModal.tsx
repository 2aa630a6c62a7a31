import { ModalForm } from '@dure/shared/form';
import type { OkrReparentResult } from '@dure/shared/contracts/okr/period';
import { useQuery } from '@tanstack/react-query';
import { Form, Select, Typography } from 'antd';
import { useState } from 'react';
import { GOAL_LEVEL, GoalParentSelect, goalPickerQuery } from '../../goal';
import { type OkrPeriod, periodAdminApi } from '../api/periodApi';

type Values = { goalIds: number[]; parentGoalId: number | null };

type Props = {
  /** The period whose goals move; null: closed. */
  period: OkrPeriod | null;
  onClose: () => void;
  onMoved: (result: OkrReparentResult) => void;
};

/** The goals of the period, searched on the server by title (50 at a time). */
function PeriodGoalsSelect({ periodId, ...rest }: { periodId: number; value?: number[]; onChange?: (ids: number[]) => void; 'aria-label'?: string }) {
  const [keyword, setKeyword] = useState('');
  const picked = useQuery(goalPickerQuery({ keyword: keyword.trim() || undefined, periodId }));
  return (
    <Select<number[]>
      {...rest}
      mode="multiple"
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      loading={picked.isFetching}
      placeholder="목표 검색"
      notFoundContent={picked.isPending ? '불러오는 중…' : '이 기간에 목표가 없습니다.'}
      options={(picked.data ?? []).map((g) => ({ value: g.id, label: `[${GOAL_LEVEL.labels[g.level]}] ${g.title}${g.ownerUserName ? ` · ${g.ownerUserName}` : ''}` }))}
    />
  );
}

/**
 * Moves chosen goals of a period under another goal (or leaves them unaligned): the api checks each as a re-align
 * (cycles, the parent's period, permission) and moves none when one cannot move.
 */
export function ReparentModal({ period, onClose, onMoved }: Props) {
  return (
    <ModalForm<Values, OkrReparentResult>
      open={period !== null}
      title={period ? `목표 재정렬 · ${period.code}` : ''}
      submitText="재정렬"
      initialValues={{ goalIds: [], parentGoalId: null }}
      onClose={onClose}
      onSaved={onMoved}
      save={(v) => periodAdminApi.reparent(period!.id, { goalIds: v.goalIds, parentGoalId: v.parentGoalId ?? null })}
    >
      <Typography.Paragraph>선택한 목표를 새 상위 목표 아래로 옮깁니다. 진척률은 새 상위 목표로 합산됩니다. 상위 목표를 비우면 미정렬 목표가 됩니다.</Typography.Paragraph>
      {period && (
        <>
          <Form.Item name="goalIds" label="옮길 목표" rules={[{ required: true, type: 'array', min: 1, message: '옮길 목표를 하나 이상 선택해 주세요.' }]}>
            <PeriodGoalsSelect periodId={period.id} aria-label="옮길 목표" />
          </Form.Item>
          <Form.Item name="parentGoalId" label="새 상위 목표" extra="순환·기간·권한은 저장할 때 서버가 확인합니다.">
            <GoalParentSelect aria-label="새 상위 목표" />
          </Form.Item>
        </>
      )}
    </ModalForm>
  );
}
