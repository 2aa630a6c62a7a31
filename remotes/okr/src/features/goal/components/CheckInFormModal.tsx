import { DateField, FieldGrid, ModalForm } from '@dure/shared/form';
import { checkInNeedsComment } from '@dure/shared/okr';
import { App, Checkbox, Flex, Form, Input, InputNumber, Slider, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { CHECKIN_LIMITS, type CheckIn, type KeyResultDetail, keyResultApi } from '../api/goalApi';
import { krValue } from './krFormat';

type Values = { checkInDate?: Dayjs | null; value?: number | null; doneMilestoneIds?: string[]; confidence?: number; comment?: string; blockers?: string };

type Props = {
  open: boolean;
  kr: KeyResultDetail;
  /** The check-in edited (within 7 days); none for a new one. */
  checkIn?: CheckIn | null;
  onClose: () => void;
  onSaved: (saved: CheckIn) => void;
  onReload?: () => Promise<unknown>;
};

const toValues = (kr: KeyResultDetail, c: CheckIn | null | undefined): Values =>
  c
    ? { checkInDate: dayjs(c.checkInDate), value: c.value, doneMilestoneIds: c.doneMilestoneIds, confidence: c.confidence, comment: c.comment ?? '', blockers: c.blockers ?? '' }
    : {
        checkInDate: dayjs(),
        value: kr.currentValue ?? kr.startValue,
        doneMilestoneIds: kr.milestones.filter((m) => m.doneYn === 'Y').map((m) => m.id),
        confidence: kr.lastConfidence ?? 7,
      };

/** Whether the comment is needed for these values: the rule of DOMAIN §5 as the server applies it. */
export function commentNeeded(kr: KeyResultDetail, v: Values): boolean {
  const decreasing = kr.targetValue !== null && kr.startValue !== null && kr.targetValue < kr.startValue;
  const done = new Set(v.doneMilestoneIds ?? []);
  return checkInNeedsComment({
    confidence: v.confidence ?? 10,
    value: kr.metricType === 'MILESTONE' ? null : (v.value ?? null),
    previous: kr.currentValue,
    decreasing,
    milestonesUndone: kr.metricType === 'MILESTONE' && kr.milestones.some((m) => m.doneYn === 'Y' && !done.has(m.id)),
  });
}

/** 체크인: this week's value (or milestones done), confidence 1–10, a comment when confidence is low or the value drops, blockers. */
export function CheckInFormModal({ open, kr, checkIn, onClose, onSaved, onReload }: Props) {
  const { message } = App.useApp();
  const creating = !checkIn;

  async function save(v: Values) {
    const input = {
      checkInDate: v.checkInDate ? v.checkInDate.format('YYYY-MM-DD') : undefined,
      ...(kr.metricType === 'MILESTONE' ? { doneMilestoneIds: v.doneMilestoneIds ?? [] } : { value: v.value ?? null }),
      confidence: v.confidence ?? 0,
      comment: v.comment?.trim() || null,
      blockers: v.blockers?.trim() || null,
    };
    const saved = creating ? await keyResultApi.checkIn(kr.id, input) : await keyResultApi.updateCheckIn(kr.id, checkIn.id, { ...input, version: checkIn.version });
    message.success(creating ? '체크인했습니다.' : '체크인을 수정했습니다.');
    return saved;
  }

  return (
    <ModalForm<Values, CheckIn>
      open={open}
      title={creating ? `체크인: ${kr.title}` : `체크인 수정 (${checkIn.checkInDate})`}
      width={640}
      initialValues={toValues(kr, checkIn)}
      save={save}
      onSaved={onSaved}
      onClose={onClose}
      onReload={onReload}
      submitText={creating ? '체크인' : '저장'}
      formProps={{ requiredMark: 'optional', autoComplete: 'off' }}
    >
      <FieldGrid columns={2}>
        <DateField name="checkInDate" label="체크인 날짜" disabled={!creating} disabledDate={(d) => d.isAfter(dayjs(), 'day') || d.format('YYYY-MM-DD') < kr.periodStartDate} />
        {kr.metricType !== 'MILESTONE' && (
          <Form.Item name="value" label={`현재 값 (목표 ${krValue(kr, kr.targetValue)})`} rules={[{ required: true, message: '값을 입력해 주세요.' }]}>
            <InputNumber<number> style={{ width: '100%' }} aria-label="현재 값" />
          </Form.Item>
        )}
      </FieldGrid>
      {kr.metricType === 'MILESTONE' && (
        <Form.Item name="doneMilestoneIds" label="완료한 마일스톤">
          <Checkbox.Group>
            <Flex vertical gap={4}>
              {kr.milestones.map((m) => (
                <Checkbox key={m.id} value={m.id}>{`${m.name} (${m.weight}점)`}</Checkbox>
              ))}
            </Flex>
          </Checkbox.Group>
        </Form.Item>
      )}
      <Form.Item name="confidence" label="자신감 (1–10)" tooltip="목표 달성에 대한 자신감: 4 이하이면 코멘트가 필요합니다.">
        <Slider min={1} max={10} marks={{ 1: '1', 4: '4', 7: '7', 10: '10' }} ariaLabelForHandle="자신감" />
      </Form.Item>
      <Form.Item noStyle dependencies={['confidence', 'value', 'doneMilestoneIds']}>
        {({ getFieldsValue }) => {
          const needed = commentNeeded(kr, getFieldsValue() as Values);
          return (
            <Form.Item
              name="comment"
              label="코멘트"
              required={needed}
              extra={needed ? <Typography.Text type="warning">자신감이 4 이하이거나 값이 나빠져 코멘트가 필요합니다.</Typography.Text> : undefined}
            >
              <Input.TextArea rows={3} maxLength={CHECKIN_LIMITS.comment} aria-label="코멘트" />
            </Form.Item>
          );
        }}
      </Form.Item>
      <Form.Item name="blockers" label="장애 요인">
        <Input.TextArea rows={2} maxLength={CHECKIN_LIMITS.blockers} aria-label="장애 요인" />
      </Form.Item>
    </ModalForm>
  );
}
