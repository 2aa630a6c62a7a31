import { GSP_LIMITS, STRATEGY_NODE_TYPE } from '@dure/shared/contracts/okr/gsp';
import { DrawerForm } from '@dure/shared/form';
import { RichTextEditor } from '@dure/shared/records';
import { useQuery } from '@tanstack/react-query';
import { App, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { type GspNode, type StrategyNode, type StrategyNodeBody, type StrategyNodeType, gspApi } from '../api/gspApi';
import { josa } from '@dure/shared/format';

type Values = { title: string; description: string | null; goalIds: number[] };

/** The editor as a form field (Form.Item passes value and onChange). */
function DescriptionField({ value, onChange }: { value?: string | null; onChange?: (html: string) => void }) {
  return <RichTextEditor value={value ?? ''} onChange={(html) => onChange?.(html)} aria-label="설명" minHeight={120} />;
}

/** What the drawer edits: an existing node, or a new one of `type` under `parent` (null: a vision at the root). */
export type NodeEdit = { node: GspNode } | { type: StrategyNodeType; parent: GspNode | null };

type Props = { periodId: number; edit: NodeEdit | null; onClose: () => void; onSaved: (node: StrategyNode) => void };

/** 노드 추가·편집 (BUSINESS_STRATEGY_ADMIN): title, description and the period's COMPANY goals picked by name. */
export function NodeDrawer({ periodId, edit, onClose, onSaved }: Props) {
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const goals = useQuery({ queryKey: ['gsp', 'goals', periodId, keyword], queryFn: () => gspApi.companyGoals(periodId, keyword), enabled: edit !== null });
  const node = edit && 'node' in edit ? edit.node : null;
  const type = node?.type ?? (edit && 'type' in edit ? edit.type : 'VISION');
  const known = new Map((node?.goals ?? []).map((g) => [g.id, g.title]));
  for (const g of goals.data ?? []) known.set(g.id, g.title);
  const options = [...known].map(([value, label]) => ({ value, label }));

  async function save(values: Values): Promise<StrategyNode> {
    const body: StrategyNodeBody = { title: values.title, description: values.description ?? null, goalIds: values.goalIds ?? [] };
    const saved = node
      ? await gspApi.update(node.id, { ...body, version: node.version })
      : await gspApi.create({ ...body, periodId, type, parentId: edit && 'parent' in edit ? (edit.parent?.id ?? null) : null });
    message.success(`'${saved.title}' ${josa(STRATEGY_NODE_TYPE.labels[type], '을/를')} 저장했습니다.`);
    return saved;
  }

  const under = edit && 'parent' in edit && edit.parent ? ` — '${edit.parent.title}' 아래` : '';
  return (
    <DrawerForm<Values, StrategyNode>
      title={node ? `${STRATEGY_NODE_TYPE.labels[type]} 편집` : `${STRATEGY_NODE_TYPE.labels[type]} 추가${under}`}
      open={edit !== null}
      width={640}
      initialValues={{ title: node?.title ?? '', description: node?.description ?? null, goalIds: node?.goalIds ?? [] }}
      save={save}
      onSaved={onSaved}
      onClose={onClose}
    >
      <Form.Item name="title" label="제목" rules={[{ required: true, whitespace: true, message: '제목을 입력해 주세요.' }]}>
        <Input maxLength={GSP_LIMITS.title} autoFocus />
      </Form.Item>
      <Form.Item name="description" label="설명">
        <DescriptionField />
      </Form.Item>
      <Form.Item name="goalIds" label="연결할 전사 목표" extra={`이 기간의 전사 목표만 연결할 수 있습니다 (최대 ${GSP_LIMITS.goals}개).`}>
        <Select
          mode="multiple"
          showSearch
          filterOption={false}
          onSearch={setKeyword}
          loading={goals.isFetching}
          options={options}
          notFoundContent={goals.isError ? '목표를 불러오지 못했습니다.' : '연결할 전사 목표가 없습니다.'}
          aria-label="연결할 전사 목표"
        />
      </Form.Item>
    </DrawerForm>
  );
}
