import { useQuery } from '@tanstack/react-query';
import { Input, Modal, Select, Space, Table, Tag } from 'antd';
import { type Key, useState } from 'react';
import { skillCategoriesQuery, skillSearchQuery } from '../api/queries';
import type { Skill } from '../api/skill';
import { AsyncState } from '../common/AsyncState';
import { useOpening } from '../common/useOpening';
import { RECORDS_MESSAGES } from '../messages';

const M = RECORDS_MESSAGES.skill;
const PAGE_SIZE = 10;

export type SkillSearchDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Receives the picked skills (one unless `multiple`). */
  onSelect: (skills: Skill[]) => void;
  multiple?: boolean;
  /** Skills already picked, shown as selected. */
  initial?: Skill[];
  /** Skills that cannot be picked (e.g. a person already holds them): shown disabled and marked. */
  heldIds?: readonly number[];
};

export function SkillSearchDialog({ open, onClose, onSelect, multiple = false, initial = [], heldIds = [] }: SkillSearchDialogProps) {
  const [keyword, setKeyword] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [page, setPage] = useState(0);
  // Picks are kept by id across pages and searches.
  const [picked, setPicked] = useState<Map<number, Skill>>(new Map());
  // After a pick the caller moves on (often into a dialog of its own): focus must not jump back to the
  // opener when the closing animation ends, which would close a select the user has just opened there.
  const [handedOver, setHandedOver] = useState(false);
  useOpening(open, () => {
    setHandedOver(false);
    setPicked(new Map(initial.map((s) => [s.id, s])));
  });

  const categories = useQuery({ ...skillCategoriesQuery(), enabled: open });
  const skills = useQuery({ ...skillSearchQuery({ keyword: keyword.trim(), categoryId, page, size: PAGE_SIZE }), enabled: open });
  const rows = skills.data?.content ?? [];

  const setPickedRows = (keys: Key[], selectedRows: Skill[]) => {
    setPicked((current) => {
      const next = multiple ? new Map(current) : new Map<number, Skill>();
      if (multiple) for (const row of rows) if (!keys.includes(row.id)) next.delete(row.id);
      for (const row of selectedRows) next.set(row.id, row);
      return next;
    });
  };

  return (
    <Modal
      title={M.title}
      open={open}
      onCancel={onClose}
      okText={multiple && picked.size > 0 ? `${M.select} (${M.selected(picked.size)})` : M.select}
      cancelText={RECORDS_MESSAGES.common.cancel}
      okButtonProps={{ disabled: picked.size === 0 }}
      onOk={() => {
        setHandedOver(true);
        onSelect([...picked.values()]);
        onClose();
      }}
      focusTriggerAfterClose={!handedOver}
      width={720}
      destroyOnHidden
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Select<number>
          aria-label={M.allCategories}
          placeholder={M.allCategories}
          allowClear
          style={{ width: 200 }}
          value={categoryId ?? undefined}
          loading={categories.isFetching}
          onChange={(id) => {
            setCategoryId(id ?? null);
            setPage(0);
          }}
          options={(categories.data ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.skillCount})` }))}
        />
        <Input.Search
          aria-label={M.keyword}
          placeholder={M.keyword}
          allowClear
          onSearch={(value) => {
            setKeyword(value);
            setPage(0);
          }}
          style={{ width: 260 }}
        />
      </Space>
      {multiple && picked.size > 0 && (
        <div style={{ marginBottom: 8 }}>
          {[...picked.values()].map((s) => (
            <Tag key={s.id} closable onClose={() => setPicked((c) => { const n = new Map(c); n.delete(s.id); return n; })}>
              {s.name}
            </Tag>
          ))}
        </div>
      )}
      <AsyncState loading={skills.isFetching} error={skills.error} empty={rows.length === 0} emptyText={M.empty} onRetry={() => void skills.refetch()}>
        <Table<Skill>
          size="small"
          rowKey="id"
          dataSource={rows}
          loading={skills.isFetching}
          rowSelection={{
            type: multiple ? 'checkbox' : 'radio',
            selectedRowKeys: [...picked.keys()],
            onChange: setPickedRows,
            preserveSelectedRowKeys: true,
            getCheckboxProps: (r) => ({ disabled: heldIds.includes(r.id), 'aria-label': r.name }),
          }}
          onRow={(r) => ({ onDoubleClick: () => { if (!multiple && !heldIds.includes(r.id)) { setHandedOver(true); onSelect([r]); onClose(); } } })}
          pagination={{ current: page + 1, pageSize: PAGE_SIZE, total: skills.data?.totalElements ?? 0, showSizeChanger: false, onChange: (p) => setPage(p - 1) }}
          columns={[
            {
              key: 'name',
              title: M.keyword,
              dataIndex: 'name',
              render: (name: string, r) => (heldIds.includes(r.id) ? <>{name} <Tag>{M.held}</Tag></> : name),
            },
            { key: 'category', title: M.category, width: 140, dataIndex: 'categoryName' },
            { key: 'description', title: M.description, dataIndex: 'description', ellipsis: true },
          ]}
        />
      </AsyncState>
    </Modal>
  );
}
