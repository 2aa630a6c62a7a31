import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { ModalForm, useBusyAction } from '@dure/shared/form';
import { LocalTable } from '@dure/shared/list';
import { Alert, App, Button, Form, Input, InputNumber, Popconfirm, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { type Stage, managementApi } from '../api/managementApi';
import { LEAD_STAGE_LIMITS, STAGE_CATEGORY } from '@dure/shared/contracts/crm/leadStage';

type Props = { stages: Stage[]; canWrite: boolean; onChanged: () => Promise<void> | void };
type Values = { code?: string; name: string; defaultProbability: number; staleDays: number; activeYn: boolean };

/** 단계 관리: OPEN stages can be added, renamed, reordered, deactivated or (unused) deleted; 수주·실주 stay one each. */
export function StageAdmin({ stages, canWrite, onChanged }: Props) {
  const { message } = App.useApp();
  const [editing, setEditing] = useState<Stage | 'new' | null>(null);
  const [busy, runBusy] = useBusyAction();
  const open = stages.filter((s) => s.category === 'OPEN');
  // The edited stage as the latest list has it (a 409's reload brings its new version in).
  const current = editing === 'new' || editing === null ? editing : (stages.find((s) => s.id === editing.id) ?? editing);

  const run = (action: () => Promise<unknown>, done: string) =>
    runBusy(async () => {
      await action();
      message.success(done);
      await onChanged();
    });

  const moveBy = (stage: Stage, delta: number) => {
    const ids = open.map((s) => s.id);
    const i = ids.indexOf(stage.id);
    const j = i + delta;
    if (j < 0 || j >= ids.length) return;
    [ids[i], ids[j]] = [ids[j], ids[i]];
    void run(() => managementApi.reorderStages(ids), '단계 순서를 바꿨습니다.');
  };

  async function save(values: Values): Promise<void> {
    if (current === 'new') await managementApi.createStage({ code: (values.code ?? '').trim().toUpperCase(), name: values.name.trim(), defaultProbability: values.defaultProbability, staleDays: values.staleDays });
    else if (current) await managementApi.updateStage(current.id, { name: values.name.trim(), defaultProbability: values.defaultProbability, staleDays: values.staleDays, activeYn: values.activeYn ? 'Y' : 'N', version: current.version });
    message.success('저장했습니다.');
  }

  const fixed = current !== 'new' && current !== null && current.category !== 'OPEN';

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Text type="secondary">진행 단계는 순서대로 파이프라인 칸반의 열이 됩니다. 사용 중인 단계는 삭제 대신 비활성화하세요.</Typography.Text>
        {canWrite && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            단계 추가
          </Button>
        )}
      </Space>
      <LocalTable<Stage> rowKey="id" size="middle" loading={!!busy} rows={stages} columns={[
          { title: '순서', render: (_, s) => stages.indexOf(s) + 1, width: 60 },
          { title: '단계명', dataIndex: 'name', render: (name: string, s) => <>{name} <Typography.Text type="secondary" code>{s.code}</Typography.Text></> },
          { title: '구분', dataIndex: 'category', render: (c: Stage['category']) => <Tag color={c === 'WON' ? 'green' : c === 'LOST' ? 'default' : 'blue'}>{STAGE_CATEGORY.labels[c]}</Tag> },
          { title: '기본 확률', dataIndex: 'defaultProbability', align: 'right', render: (v: number) => `${v}%` },
          { title: '정체 기준', dataIndex: 'staleDays', align: 'right', render: (v: number, s) => (s.category === 'OPEN' ? `${v}일` : '-') },
          { title: '리드 수', dataIndex: 'leadCount', align: 'right', render: (v: number) => v.toLocaleString('ko-KR') },
          { title: '사용', dataIndex: 'activeYn', render: (v: string) => (v === 'Y' ? <Tag color="green">사용</Tag> : <Tag>미사용</Tag>) },
          ...(canWrite
            ? [
                {
                  title: '관리',
                  render: (_: unknown, s: Stage) => (
                    <Space size={0}>
                      {s.category === 'OPEN' && (
                        <>
                          <Button type="text" icon={<ArrowUpOutlined />} aria-label={`${s.name} 위로`} disabled={open[0]?.id === s.id} onClick={() => moveBy(s, -1)} />
                          <Button type="text" icon={<ArrowDownOutlined />} aria-label={`${s.name} 아래로`} disabled={open.at(-1)?.id === s.id} onClick={() => moveBy(s, 1)} />
                        </>
                      )}
                      <Button type="text" icon={<EditOutlined />} aria-label={`${s.name} 수정`} onClick={() => setEditing(s)} />
                      {s.category === 'OPEN' && (
                        <Popconfirm
                          title={`'${s.name}' 단계를 삭제할까요?`}
                          description={s.leadCount > 0 ? `리드 ${s.leadCount}건이 사용 중이라 삭제할 수 없습니다.` : '삭제 후에는 되돌릴 수 없습니다.'}
                          okText="삭제"
                          cancelText="취소"
                          okButtonProps={{ danger: true, disabled: s.leadCount > 0 }}
                          onConfirm={() => run(() => managementApi.deleteStage(s.id, s.version), '단계를 삭제했습니다.')}
                        >
                          <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${s.name} 삭제`} />
                        </Popconfirm>
                      )}
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <ModalForm<Values, void>
        open={editing !== null}
        title={editing === 'new' ? '단계 추가' : '단계 수정'}
        initialValues={
          current === 'new' || current === null
            ? { code: '', name: '', defaultProbability: 50, staleDays: 30, activeYn: true }
            : { name: current.name, defaultProbability: current.defaultProbability, staleDays: current.staleDays, activeYn: current.activeYn === 'Y' }
        }
        save={save}
        onSaved={() => {
          setEditing(null);
          void onChanged();
        }}
        onClose={() => setEditing(null)}
        onReload={onChanged}
        banner={fixed && <Alert type="info" showIcon message="수주·실주 단계는 이름과 정체 기준만 바꿀 수 있습니다." style={{ marginBottom: 12 }} />}
      >
        {editing === 'new' && (
          <Form.Item name="code" label="단계 코드" rules={[{ required: true, message: '단계 코드를 입력해 주세요.' }, { pattern: /^[A-Za-z][A-Za-z0-9_]{0,29}$/, message: '영문, 숫자, _ 로 30자 이내로 입력해 주세요.' }]}>
            <Input placeholder="예: DEMO" />
          </Form.Item>
        )}
        <Form.Item name="name" label="단계명" rules={[{ required: true, whitespace: true, message: '단계명을 입력해 주세요.' }, { max: LEAD_STAGE_LIMITS.name, message: `${LEAD_STAGE_LIMITS.name}자 이하로 입력해 주세요.` }]}>
          <Input />
        </Form.Item>
        <Form.Item name="defaultProbability" label="기본 확률(%)" rules={[{ required: true, message: '기본 확률을 입력해 주세요.' }, ...(fixed ? [] : [{ type: 'number' as const, min: 1, max: 99, message: '1~99 사이로 입력해 주세요.' }])]}>
          <InputNumber min={fixed ? 0 : 1} max={fixed ? 100 : 99} precision={0} disabled={fixed} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="staleDays" label="정체 기준(일)" rules={[{ required: true, message: '정체 기준을 입력해 주세요.' }]}>
          <InputNumber min={0} max={3650} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        {editing !== 'new' && (
          <Form.Item name="activeYn" label="사용" valuePropName="checked">
            <Switch disabled={fixed} />
          </Form.Item>
        )}
      </ModalForm>
    </Space>
  );
}
