import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { DEPARTMENT_LIMITS } from '@dure/shared/contracts/admin/department';
import { errorMessage, useCan } from '@dure/shared';
import { SaveNotice, useSaveFlow } from '@dure/shared/form';
import { formatDate, formatDateTime } from '@dure/shared/format';
import { RecordToolbar } from '@dure/shared/records';
import { App, Button, Card, DatePicker, Descriptions, Form, Input, InputNumber, Popconfirm, Space, Tooltip, TreeSelect } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { type Department, type DepartmentUpdate, LEVEL_LABELS, departmentApi } from '../api/departmentApi';
import { buildTree, wouldCreateCycle, type DepartmentNode } from '../api/tree';
import { UserPicker } from '@dure/shared/records';
import { CreateDepartmentModal } from './CreateDepartmentModal';
import { DepartmentMembers } from './DepartmentMembers';
import { departmentRules } from './rules';

type Props = {
  department: Department;
  all: Department[];
  canWrite: boolean;
  /** Reload; `nextSelected` picks another department (null clears the selection). */
  onChanged: (nextSelected?: number | null) => Promise<void>;
  onMove: (parentId: number) => Promise<void>;
};

type EditValues = Omit<DepartmentUpdate, 'version' | 'validFrom' | 'validTo'> & { validFrom?: Dayjs | null; validTo?: Dayjs | null };

type TreeSelectNode = { value: number; title: string; disabled: boolean; children: TreeSelectNode[] };

function parentOptions(nodes: DepartmentNode[], all: Department[], selfId: number): TreeSelectNode[] {
  return nodes.map((n) => ({
    value: n.id,
    title: n.name,
    disabled: wouldCreateCycle(all, selfId, n.id),
    children: parentOptions(n.children, all, selfId),
  }));
}

export function DepartmentDetail({ department: d, all, canWrite, onChanged, onMove }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<EditValues>();
  const canSeeMembers = useCan('USER_HR', 'READ');
  const [creating, setCreating] = useState(false);
  const parent = all.find((x) => x.id === d.parentId);
  const options = useMemo(() => parentOptions(buildTree(all), all, d.id), [all, d.id]);
  const blockedReason =
    d.parentId === null
      ? '최상위 회사는 삭제할 수 없습니다.'
      : d.childCount > 0
        ? `하위 부서 ${d.childCount}개가 있어 삭제할 수 없습니다.`
        : d.directMemberCount > 0
          ? `구성원 ${d.directMemberCount}명이 있어 삭제할 수 없습니다.`
          : null;

  async function save({ validFrom, validTo, ...values }: EditValues): Promise<Department> {
    const saved = await departmentApi.update(d.id, {
      ...values,
      leaderUserId: values.leaderUserId ?? null,
      ...(validFrom ? { validFrom: validFrom.format('YYYY-MM-DD') } : {}),
      validTo: validTo ? validTo.format('YYYY-MM-DD') : null,
      version: d.version,
    });
    message.success('부서 정보를 저장했습니다.');
    return saved;
  }
  // The page remounts this card for each loaded version, so after a save or a conflict's reload the form starts from the server's values.
  const flow = useSaveFlow<EditValues, Department>({ form, save, onSaved: () => void onChanged(), onReload: () => onChanged() });

  async function remove() {
    try {
      await departmentApi.remove(d.id, d.version);
      message.success(`'${d.name}' 부서를 삭제했습니다.`);
      await onChanged(null);
    } catch (e) {
      message.error(errorMessage(e));
    }
  }

  return (
    <Card
      title={d.name}
      size="small"
      extra={
        canWrite && (
          <Space>
            <Button icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              하위 부서 추가
            </Button>
            <Tooltip title={blockedReason}>
              <Popconfirm
                title="부서 삭제"
                description={`'${d.name}' 부서를 삭제할까요? 삭제한 부서는 조직도에서 사라집니다.`}
                okText="삭제"
                okButtonProps={{ danger: true }}
                cancelText="취소"
                onConfirm={remove}
                disabled={Boolean(blockedReason)}
              >
                <Button danger icon={<DeleteOutlined />} disabled={Boolean(blockedReason)}>
                  삭제
                </Button>
              </Popconfirm>
            </Tooltip>
          </Space>
        )
      }
    >
      <RecordToolbar recordType="DEPARTMENT" recordId={d.id} label={`${d.name} (${d.code})`} readOnly={!canWrite} />
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered style={{ marginTop: 12, marginBottom: 16 }}>
        <Descriptions.Item label="부서코드">{d.code}</Descriptions.Item>
        <Descriptions.Item label="조직 레벨">{LEVEL_LABELS[d.level]}</Descriptions.Item>
        <Descriptions.Item label="상위부서">{parent?.name ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="부서장">{d.leaderName ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="구성원">
          직속 {d.directMemberCount}명 · 하위 포함 {d.memberCount}명
        </Descriptions.Item>
        <Descriptions.Item label="하위부서">{d.childCount}개</Descriptions.Item>
        <Descriptions.Item label="코스트센터">{d.costCenterCode ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="유효기간">
          {formatDate(d.validFrom) || '-'} ~ {d.validTo ? formatDate(d.validTo) : '현재'}
        </Descriptions.Item>
        <Descriptions.Item label="수정일시">{formatDateTime(d.updatedAt)}</Descriptions.Item>
      </Descriptions>

      {canWrite && (
        <>
          <SaveNotice notice={flow.notice} reload={flow.reload} onClose={flow.dismiss} />
          <Form
            form={form}
            name="department-edit"
            layout="vertical"
            initialValues={{
              name: d.name,
              code: d.code,
              costCenterCode: d.costCenterCode,
              sortOrder: d.sortOrder,
              leaderUserId: d.leaderUserId,
              validFrom: d.validFrom ? dayjs(d.validFrom) : null,
              validTo: d.validTo ? dayjs(d.validTo) : null,
            }}
            onFinish={(values) => void flow.submit(values)}
            aria-label="부서 정보 수정"
          >
            <Space wrap align="start">
              <Form.Item name="name" label="부서명" rules={departmentRules.name} style={{ minWidth: 220 }}>
                <Input maxLength={DEPARTMENT_LIMITS.name} />
              </Form.Item>
              <Form.Item name="code" label="부서코드" rules={departmentRules.code} style={{ minWidth: 160 }}>
                <Input maxLength={DEPARTMENT_LIMITS.code} />
              </Form.Item>
              <Form.Item name="costCenterCode" label="코스트센터" rules={departmentRules.costCenterCode} style={{ minWidth: 140 }}>
                <Input maxLength={DEPARTMENT_LIMITS.costCenterCode} />
              </Form.Item>
              <Form.Item name="sortOrder" label="정렬순서" rules={departmentRules.sortOrder}>
                <InputNumber min={0} max={9999} />
              </Form.Item>
              <Form.Item name="leaderUserId" label="부서장" style={{ minWidth: 240 }}>
                <UserPicker aria-label="부서장" initialLabel={d.leaderName} placeholder="부서장 없음" />
              </Form.Item>
              <Form.Item name="validFrom" label="유효기간 시작">
                <DatePicker />
              </Form.Item>
              <Form.Item name="validTo" label="유효기간 종료" dependencies={['validFrom']} rules={departmentRules.validTo}>
                <DatePicker placeholder="계속" />
              </Form.Item>
            </Space>
            <Button type="primary" htmlType="submit" loading={flow.saving}>
              저장
            </Button>
          </Form>
          {d.parentId !== null && (
            <Form name="department-move" layout="vertical" style={{ marginTop: 24 }}>
              <Form.Item label="상위부서 변경" extra="선택하면 하위 부서와 함께 이동합니다.">
                <TreeSelect
                  treeData={options}
                  value={d.parentId}
                  treeDefaultExpandAll
                  showSearch
                  treeNodeFilterProp="title"
                  style={{ maxWidth: 360 }}
                  onChange={(value: number) => value !== d.parentId && void onMove(value)}
                  aria-label="상위부서 변경"
                />
              </Form.Item>
            </Form>
          )}
        </>
      )}
      {canSeeMembers && <DepartmentMembers department={d} onMoved={() => onChanged()} />}
      <CreateDepartmentModal
        open={creating}
        parent={d}
        onClose={() => setCreating(false)}
        onCreated={async (created) => {
          setCreating(false);
          await onChanged(created.id);
        }}
      />
    </Card>
  );
}
