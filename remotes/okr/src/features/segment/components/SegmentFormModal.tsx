import { FieldGrid, ModalForm, type RecordFormProps } from '@dure/shared/form';
import { DepartmentSelect, RichTextEditor, UserPicker } from '@dure/shared/records';
import { useCan } from '@dure/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Form, Input, InputNumber, Select } from 'antd';
import { PRIORITIES, PRIORITY_LABELS, SEGMENT_LIMITS, type SegmentDetail, type SegmentInput, type SegmentPriority, segmentApi } from '../api/segmentApi';
import { segmentPickerQuery } from '../api/segmentQueries';
import { WON_INPUT as won } from '../../../components/wonInput';
import { josa } from '@dure/shared/format';

type Values = {
  code?: string;
  name?: string;
  parentId?: number | null;
  description?: string | null;
  tam?: number | null;
  sam?: number | null;
  som?: number | null;
  growthRatePct?: number | null;
  priority?: SegmentPriority;
  activeYn?: 'Y' | 'N';
  ownerUserId?: number | null;
  ownerDeptId?: number | null;
};

type Props = RecordFormProps<SegmentDetail> & {
  /** The segment edited; none to create one. */
  segment?: SegmentDetail | null;
  /** The market a new segment goes under (from a market's page). */
  parentId?: number | null;
};

const toValues = (s: SegmentDetail | null | undefined, parentId: number | null | undefined): Values =>
  s
    ? {
        code: s.code,
        name: s.name,
        parentId: s.parentId,
        description: s.description,
        tam: s.tam,
        sam: s.sam,
        som: s.som,
        growthRatePct: s.growthRatePct,
        priority: s.priority,
        activeYn: s.activeYn,
        ownerUserId: s.ownerUserId,
        ownerDeptId: s.ownerDeptId,
      }
    : { parentId: parentId ?? null, priority: 'GROWTH', activeYn: 'Y' };

/** The rich text editor as a form control (Form.Item passes value/onChange). */
function DescriptionField({ value, onChange, recordId }: { value?: string | null; onChange?: (html: string) => void; recordId?: number }) {
  return <RichTextEditor aria-label="설명" value={value ?? ''} onChange={(html) => onChange?.(html)} recordType={recordId ? 'MARKET_SEGMENT' : undefined} recordId={recordId} minHeight={120} />;
}

/**
 * 시장 세그먼트 등록·수정: a market has no parent, a segment belongs to one market (2 levels).
 * TAM ≥ SAM ≥ SOM and the code's format are the api's checks; its Korean messages land on the fields.
 */
export function SegmentFormModal({ open, segment, parentId, onClose, onSaved, onReload }: Props) {
  const { message } = App.useApp();
  const canAdmin = useCan('MARKETSEGMENT', 'ADMIN');
  const creating = !segment;
  const picker = useQuery({ ...segmentPickerQuery(), enabled: open });
  // A market with segments stays a market; a segment may only move under another market.
  const markets = (picker.data ?? []).filter((m) => m.level === 'MARKET' && m.id !== segment?.id);
  const parentOptions = markets.map((m) => ({ value: m.id, label: `${m.name} (${m.code})` }));
  if (segment?.parentId && !markets.some((m) => m.id === segment.parentId)) parentOptions.push({ value: segment.parentId, label: segment.parentName ?? `#${segment.parentId}` });
  const hasChildren = (segment?.children.length ?? 0) > 0;

  async function save(values: Values) {
    const input: SegmentInput = { ...values, parentId: values.parentId ?? null };
    if (!canAdmin) delete input.ownerDeptId;
    const saved = creating ? await segmentApi.create(input) : await segmentApi.update(segment.id, { ...input, version: segment.version });
    message.success(creating ? `${josa(saved.name, '을/를')} 등록했습니다.` : '저장했습니다.');
    return saved;
  }

  return (
    <ModalForm<Values, SegmentDetail>
      open={open}
      title={creating ? '시장 세그먼트 등록' : `${segment.name} 수정`}
      width={760}
      initialValues={toValues(segment, parentId)}
      save={save}
      onSaved={onSaved}
      onClose={onClose}
      onReload={onReload}
      submitText={creating ? '등록' : '저장'}
      formProps={{ requiredMark: 'optional', autoComplete: 'off' }}
    >
      <FieldGrid columns={2}>
        <Form.Item
          name="code"
          label="코드"
          normalize={(v: string) => v?.toUpperCase()}
          rules={[
            { required: true, whitespace: true, message: '코드를 입력해 주세요.' },
            { pattern: /^[A-Z0-9_-]+$/, message: '코드는 영문 대문자, 숫자, 하이픈(-), 밑줄(_)로 입력해 주세요.' },
          ]}
        >
          <Input maxLength={SEGMENT_LIMITS.code} placeholder="예: MFG-PREC" />
        </Form.Item>
        <Form.Item name="name" label="이름" rules={[{ required: true, whitespace: true, message: '이름을 입력해 주세요.' }]}>
          <Input maxLength={SEGMENT_LIMITS.name} />
        </Form.Item>
        <Form.Item
          name="parentId"
          label="상위 시장"
          extra={hasChildren ? '하위 세그먼트가 있는 시장은 다른 시장 아래로 옮길 수 없습니다.' : '비워 두면 최상위 시장으로 등록합니다.'}
        >
          <Select<number | null>
            aria-label="상위 시장"
            allowClear
            showSearch
            optionFilterProp="label"
            disabled={hasChildren}
            loading={picker.isPending}
            placeholder="없음 (시장)"
            options={parentOptions}
          />
        </Form.Item>
        <Form.Item name="priority" label="우선순위" rules={[{ required: true, message: '우선순위를 선택해 주세요.' }]}>
          <Select aria-label="우선순위" options={PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] }))} />
        </Form.Item>
      </FieldGrid>
      <FieldGrid columns={4}>
        <Form.Item name="tam" label="TAM(원)" tooltip="전체 시장 규모">
          <InputNumber<number> {...won} aria-label="TAM(원)" />
        </Form.Item>
        <Form.Item name="sam" label="SAM(원)" tooltip="유효 시장 규모 (TAM 이하)">
          <InputNumber<number> {...won} aria-label="SAM(원)" />
        </Form.Item>
        <Form.Item name="som" label="SOM(원)" tooltip="수익 시장 규모 (SAM 이하)">
          <InputNumber<number> {...won} aria-label="SOM(원)" />
        </Form.Item>
        <Form.Item name="growthRatePct" label="성장률(%)">
          <InputNumber<number> style={{ width: '100%' }} min={-100} max={999.99} precision={2} aria-label="성장률(%)" />
        </Form.Item>
      </FieldGrid>
      <FieldGrid columns={3}>
        <Form.Item name="ownerUserId" label="담당자">
          <UserPicker initialLabel={segment?.ownerUserName ?? undefined} aria-label="담당자" />
        </Form.Item>
        {canAdmin && (
          <Form.Item name="ownerDeptId" label="소유부서" extra={creating ? '비워 두면 담당자의 부서' : undefined}>
            <DepartmentSelect aria-label="소유부서" />
          </Form.Item>
        )}
        <Form.Item name="activeYn" label="사용여부">
          <Select
            aria-label="사용여부"
            options={[
              { value: 'Y', label: '사용' },
              { value: 'N', label: '사용 안 함' },
            ]}
          />
        </Form.Item>
      </FieldGrid>
      <Form.Item name="description" label="설명">
        <DescriptionField recordId={segment?.id} />
      </Form.Item>
    </ModalForm>
  );
}
