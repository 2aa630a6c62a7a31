import { DrawerForm, type RecordFormProps, useOpeningState } from '@dure/shared/form';
import { PROJECT_HEALTH, PROJECT_LIMITS } from '@dure/shared/contracts/okr/project';
import { dayjs, josa } from '@dure/shared/format';
import { CustomerSelect, ProjectTypeSelect, UserPicker } from '@dure/shared/records';
import { App, Col, DatePicker, Form, Input, InputNumber, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { type ProjectDetail, projectApi } from '../api/projectApi';
import { SegmentSelect } from './pickers';

type Values = {
  name: string;
  projectTypeId: number | null;
  pmUserId: number | null;
  customerId: number | null;
  segmentId: number | null;
  period: [Dayjs, Dayjs];
  health: ProjectDetail['health'];
  budgetRevenue: number | null;
  budgetLabor: number | null;
  budgetDirect: number | null;
  budgetHours: number | null;
};

const D = 'YYYY-MM-DD';

function initialValues(p: ProjectDetail | null): Partial<Values> {
  if (!p) return { period: [dayjs(), dayjs().add(6, 'month')] };
  return { ...p, period: [dayjs(p.startDate), dayjs(p.endDate)] };
}

export function toInput(v: Values) {
  const { period, ...rest } = v;
  return {
    ...rest,
    projectTypeId: v.projectTypeId ?? undefined,
    pmUserId: v.pmUserId ?? undefined,
    startDate: period[0].format(D),
    endDate: period[1].format(D),
  };
}

/** Server field keys to form fields: the two dates are one range. */
const fieldOf = (key: string) => (key === 'startDate' || key === 'endDate' ? 'period' : key);

const won = (name: keyof Values, label: string) => (
  <Col xs={24} md={8}>
    <Form.Item name={name} label={label}>
      <InputNumber<number> min={0} step={1_000_000} style={{ width: '100%' }} addonAfter="원" formatter={(v) => (v === undefined || v === null ? '' : Number(v).toLocaleString('ko-KR'))} parser={(v) => Number((v ?? '').replace(/[^\d]/g, ''))} />
    </Form.Item>
  </Col>
);

type Props = RecordFormProps<ProjectDetail> & { project?: ProjectDetail | null };

/** 프로젝트 등록·수정: the server checks the rules (period, active type, PM) and answers each field in Korean. */
export function ProjectFormDrawer({ open, project: given, onClose, onSaved, onReload }: Props) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const [latest, setLatest] = useOpeningState<ProjectDetail | null>(open, null);
  const project = latest ?? given ?? null;

  async function save(values: Values) {
    const input = toInput(values);
    const saved = project ? await projectApi.update(project.id, project.version, input) : await projectApi.create(input);
    message.success(project ? '프로젝트를 수정했습니다.' : `프로젝트 ${josa(saved.projectNo, '을/를')} 등록했습니다.`);
    return saved;
  }

  return (
    <DrawerForm<Values, ProjectDetail>
      open={open}
      title={project ? `프로젝트 수정 · ${project.projectNo}` : '프로젝트 등록'}
      width={820}
      form={form}
      initialValues={initialValues(project)}
      save={save}
      onSaved={onSaved}
      onClose={onClose}
      onReload={onReload && (async () => setLatest(await onReload()))}
      fieldOf={fieldOf}
      formProps={{ requiredMark: true }}
    >
      <Row gutter={16}>
        <Col xs={24} md={16}>
          <Form.Item name="name" label="프로젝트명" rules={[{ required: true, whitespace: true, message: '프로젝트명을 입력해 주세요.' }, { max: PROJECT_LIMITS.name }]}>
            <Input placeholder="예: ○○정밀 MES 구축" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="projectTypeId" label="유형" rules={[{ required: true, message: '프로젝트 유형을 선택해 주세요.' }]}>
            <ProjectTypeSelect aria-label="유형" initialLabel={project?.projectTypeName} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="pmUserId" label="PM" rules={[{ required: true, message: 'PM을 선택해 주세요.' }]} tooltip="PM은 자동으로 참여자(역할 PM)가 되고 자기 프로젝트를 수정할 수 있습니다.">
            <UserPicker aria-label="PM" initialLabel={project?.pmUserName} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="period" label="기간" rules={[{ required: true, message: '기간을 입력해 주세요.' }]}>
            <DatePicker.RangePicker style={{ width: '100%' }} aria-label="기간" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="customerId" label="고객사">
            <CustomerSelect aria-label="고객사" initialLabel={project?.customerName ?? undefined} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="segmentId" label="세그먼트">
            <SegmentSelect aria-label="세그먼트" initialLabel={project?.segmentName ?? undefined} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="health" label="신호등">
            <Select allowClear placeholder="선택 안 함" options={PROJECT_HEALTH.codes.map((h) => ({ value: h, label: PROJECT_HEALTH.labels[h] }))} />
          </Form.Item>
        </Col>
        {won('budgetRevenue', '매출 예산')}
        {won('budgetLabor', '인건비 예산')}
        {won('budgetDirect', '직접비 예산')}
        <Col xs={24} md={8}>
          <Form.Item name="budgetHours" label="예산 공수">
            <InputNumber<number> min={0} step={8} precision={2} style={{ width: '100%' }} addonAfter="시간" />
          </Form.Item>
        </Col>
      </Row>
    </DrawerForm>
  );
}
