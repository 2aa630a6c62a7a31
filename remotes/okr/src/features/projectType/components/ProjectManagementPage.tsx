import { useCan } from '@dure/shared';
import { ModalForm } from '@dure/shared/form';
import { LocalTable } from '@dure/shared/list';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, InputNumber, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { type ProjectType, projectTypeApi } from '../api/projectTypeApi';
import { PROJECT_TYPE_KEY, projectTypeListQuery } from '../api/projectTypeQueries';

type Values = { code: string; name: string; billable: boolean; commonCost: boolean; active: boolean; sortOrder: number };
const yn = (b: boolean) => (b ? 'Y' : 'N') as 'Y' | 'N';

/** 프로젝트 유형 (/project/management): code, name, billable, common-cost share and use; a used type is switched off, never deleted. */
export default function ProjectManagementPage() {
  const q = useQuery(projectTypeListQuery());
  const client = useQueryClient();
  const { message } = App.useApp();
  const canWrite = useCan('PROJECT_TYPE', 'WRITE');
  const [editing, setEditing] = useState<{ type: ProjectType | null } | null>(null);
  const current = editing?.type ?? null;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        프로젝트 유형
      </Typography.Title>
      <Card
        size="small"
        extra={
          canWrite && (
            <Button type="primary" onClick={() => setEditing({ type: null })}>
              유형 추가
            </Button>
          )
        }
      >
        <LocalTable<ProjectType>
          rowKey="id"
          loading={q.isPending}
          rows={q.data}
          emptyText="등록된 유형이 없습니다."
          error={q.error}
          errorTitle="유형을 불러오지 못했습니다."
          onRetry={() => q.refetch()}
          columns={[
            { title: '코드', dataIndex: 'code' },
            { title: '유형명', dataIndex: 'name' },
            { title: '매출 발생', dataIndex: 'billableYn', render: (v: string) => (v === 'Y' ? '예' : '아니오') },
            { title: '공통비 배분', dataIndex: 'commonCostYn', render: (v: string) => (v === 'Y' ? '예' : '아니오') },
            { title: '사용', dataIndex: 'activeYn', render: (v: string) => (v === 'Y' ? <Tag color="green">사용</Tag> : <Tag>사용 안 함</Tag>) },
            { title: '순서', dataIndex: 'sortOrder' },
            { title: '프로젝트 수', dataIndex: 'projectCount', align: 'right' },
            ...(canWrite ? [{ title: '', key: 'actions', render: (_: unknown, t: ProjectType) => <Button size="small" onClick={() => setEditing({ type: t })}>수정</Button> }] : []),
          ]}
        />
      </Card>
      <ModalForm<Values, ProjectType>
        open={editing !== null}
        title={current ? `유형 수정 · ${current.name}` : '유형 추가'}
        initialValues={
          current
            ? { code: current.code, name: current.name, billable: current.billableYn === 'Y', commonCost: current.commonCostYn === 'Y', active: current.activeYn === 'Y', sortOrder: current.sortOrder }
            : { billable: true, commonCost: false, active: true }
        }
        fieldOf={(key) => ({ billableYn: 'billable', commonCostYn: 'commonCost', activeYn: 'active' })[key] ?? key}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          message.success('유형을 저장했습니다.');
          void client.invalidateQueries({ queryKey: PROJECT_TYPE_KEY });
        }}
        save={(v) => {
          const input = { code: v.code, name: v.name, billableYn: yn(v.billable), commonCostYn: yn(v.commonCost), activeYn: yn(v.active), sortOrder: v.sortOrder ?? undefined };
          return current ? projectTypeApi.update(current.id, current.version, input) : projectTypeApi.create(input);
        }}
      >
        <Form.Item name="code" label="코드" rules={[{ required: true, message: '코드를 입력해 주세요.' }]} extra="영문 대문자, 숫자, 밑줄(_) 20자 이내">
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="name" label="유형명" rules={[{ required: true, whitespace: true, message: '유형명을 입력해 주세요.' }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="billable" label="매출 발생" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="commonCost" label="공통비 배분" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="active" label="사용" valuePropName="checked" extra="쓰는 프로젝트가 있는 유형은 삭제하지 않고 사용 안 함으로 바꿉니다.">
          <Switch />
        </Form.Item>
        <Form.Item name="sortOrder" label="순서">
          <InputNumber<number> min={0} max={9999} />
        </Form.Item>
      </ModalForm>
    </Space>
  );
}
