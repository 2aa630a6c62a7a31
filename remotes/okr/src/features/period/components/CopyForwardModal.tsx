import { ModalForm } from '@dure/shared/form';
import type { OkrCopyForwardResult } from '@dure/shared/contracts/okr/period';
import { Form, Select, Typography } from 'antd';
import { type OkrPeriod, periodAdminApi } from '../api/periodApi';
import { nextPeriodOf } from './periodTree';

type Props = {
  /** The period whose unfinished goals are copied; null: closed. */
  source: OkrPeriod | null;
  periods: readonly OkrPeriod[];
  onClose: () => void;
  onCopied: (result: OkrCopyForwardResult, target: OkrPeriod) => void;
};

const label = (p: OkrPeriod) => `${p.code}${p.name ? ` ${p.name}` : ''}`;

/**
 * Copies the period's unfinished goals (작성중·진행) with their key results into another period of the same type, as
 * drafts: the dialog says what will happen and 복사 confirms it; the api checks the target and says why not on its field.
 */
export function CopyForwardModal({ source, periods, onClose, onCopied }: Props) {
  const targets = source ? periods.filter((p) => p.id !== source.id && p.type === source.type && p.status !== 'CLOSED') : [];
  const next = source ? nextPeriodOf(source, periods) : undefined;
  return (
    <ModalForm<{ targetPeriodId: number | null }, { result: OkrCopyForwardResult; target: OkrPeriod }>
      open={source !== null}
      title={source ? `미완료 목표 복사 · ${source.code}` : ''}
      submitText="복사"
      initialValues={{ targetPeriodId: next?.id ?? null }}
      onClose={onClose}
      onSaved={({ result, target }) => onCopied(result, target)}
      save={async (v) => {
        const target = periods.find((p) => p.id === v.targetPeriodId)!;
        return { result: await periodAdminApi.copyForward(source!.id, { targetPeriodId: target.id }), target };
      }}
    >
      <Typography.Paragraph>
        {`미완료 목표 ${source?.openGoalCount ?? 0}개(작성중·진행)와 그 핵심결과를 대상 기간에 작성중 상태로 복사합니다. 진척률과 체크인은 새로 시작하고, 원래 목표는 그대로 남습니다.`}
      </Typography.Paragraph>
      <Form.Item name="targetPeriodId" label="대상 기간" rules={[{ required: true, message: '복사할 기간을 선택해 주세요.' }]} extra="같은 유형의, 마감되지 않은 기간으로만 복사할 수 있습니다.">
        <Select<number> placeholder="기간 선택" notFoundContent="복사할 수 있는 기간이 없습니다." options={targets.map((p) => ({ value: p.id, label: label(p) }))} />
      </Form.Item>
    </ModalForm>
  );
}
