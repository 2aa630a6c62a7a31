import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { errorMessage, httpStatus } from '@dure/shared';
import { ModalForm } from '@dure/shared/form';
import { type Skill, SkillSearchDialog } from '@dure/shared/records';
import { Alert, App, Button, Card, DatePicker, Empty, Form, InputNumber, Popconfirm, Select, Table, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { SKILL_LEVELS, type UserSkill, userSkillApi, userSkillsQuery } from '../api/userSkillApi';
import { josa } from '@dure/shared/format';

const LEVEL_OPTIONS = Object.entries(SKILL_LEVELS).map(([value, label]) => ({ value: Number(value), label: `${value} · ${label}` }));

type Props = { userId: number; userName: string; canWrite: boolean };

/** The add form: one row per picked skill. */
type DraftValues = { items: { skillId: number; level: number; years: number | null; lastUsed: Dayjs | null }[] };

/** A picked skill's name in the field that holds its id (the field injects the id; the row shows the name). */
const SkillName = ({ name }: { name: string }) => <span>{name}</span>;

/** 보유 스킬: the person's skills with level, years and last use; writers add (skill search, several at once), change levels and remove. */
export function UserSkillsCard({ userId, userName, canWrite }: Props) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const query = userSkillsQuery(userId);
  const loaded = useQuery(query);
  const skills = loaded.data ?? null;
  const setSkills = (update: (list: UserSkill[] | undefined) => UserSkill[] | undefined) => client.setQueryData(query.queryKey, update);
  const reload = () => client.invalidateQueries({ queryKey: query.queryKey });
  const [searching, setSearching] = useState(false);
  const [drafts, setDrafts] = useState<Skill[]>([]);
  const [busy, setBusy] = useState<number | null>(null);

  /** A change refused as stale (409) or gone (404): say so and show what is there now. */
  const failed = (e: unknown) => {
    message.error(errorMessage(e));
    if (httpStatus(e) === 409 || httpStatus(e) === 404) void reload();
  };

  async function setLevel(held: UserSkill, level: number) {
    setBusy(held.skillId);
    try {
      const saved = await userSkillApi.setLevel(userId, held, level);
      setSkills((list) => list?.map((s) => (s.skillId === saved.skillId ? saved : s)));
      message.success(`${held.skillName} 숙련도를 ${level} · ${josa(SKILL_LEVELS[level], '으로/로')} 바꿨습니다.`);
    } catch (e) {
      failed(e);
    } finally {
      setBusy(null);
    }
  }

  async function remove(held: UserSkill) {
    setBusy(held.skillId);
    try {
      await userSkillApi.remove(userId, held);
      setSkills((list) => list?.filter((s) => s.skillId !== held.skillId));
      message.success(`${josa(held.skillName, '을/를')} 보유 스킬에서 뺐습니다.`);
    } catch (e) {
      failed(e);
    } finally {
      setBusy(null);
    }
  }

  async function addDrafts({ items }: DraftValues): Promise<UserSkill[]> {
    const added = await userSkillApi.add(
      userId,
      items.map((d) => ({ skillId: d.skillId, level: d.level, years: d.years ?? null, lastUsedYm: d.lastUsed ? d.lastUsed.format('YYYY-MM') : null })),
    );
    message.success(`스킬 ${items.length}개를 추가했습니다.`);
    return added;
  }

  return (
    <Card
      title={skills ? `보유 스킬 (${skills.length})` : '보유 스킬'}
      extra={
        canWrite && (
          <Button icon={<PlusOutlined />} onClick={() => setSearching(true)} disabled={!skills}>
            추가
          </Button>
        )
      }
    >
      {loaded.error ? (
        <Alert type="error" showIcon message="보유 스킬을 불러오지 못했습니다." description={errorMessage(loaded.error)} action={<Button onClick={() => void loaded.refetch()}>다시 시도</Button>} />
      ) : (
        <Table<UserSkill>
          size="small"
          rowKey="skillId"
          loading={skills === null}
          dataSource={skills ?? []}
          pagination={false}
          // Not "no skills" under the loading spinner.
          locale={{ emptyText: skills === null ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={canWrite ? '등록된 스킬이 없습니다. 추가 버튼으로 스킬을 찾아 등록하세요.' : '등록된 스킬이 없습니다.'} /> }}
          columns={[
            { key: 'name', title: '스킬', dataIndex: 'skillName', render: (name: string, s) => (s.note ? <span title={s.note}>{name}</span> : name) },
            { key: 'category', title: '분류', dataIndex: 'categoryName', render: (c: string) => <Tag>{c}</Tag> },
            {
              key: 'level',
              title: '숙련도',
              width: 150,
              render: (_, s) =>
                canWrite ? (
                  <Select
                    size="small"
                    aria-label={`${s.skillName} 숙련도`}
                    value={s.level}
                    options={LEVEL_OPTIONS}
                    loading={busy === s.skillId}
                    disabled={busy === s.skillId}
                    onChange={(level) => void setLevel(s, level)}
                    style={{ width: 120 }}
                  />
                ) : (
                  `${s.level} · ${SKILL_LEVELS[s.level]}`
                ),
            },
            { key: 'years', title: '경력', width: 80, render: (_, s) => (s.years === null ? '-' : `${s.years}년`) },
            { key: 'lastUsed', title: '최근 사용', width: 100, render: (_, s) => s.lastUsedYm ?? '-' },
            ...(canWrite
              ? [
                  {
                    key: 'actions',
                    title: '',
                    width: 56,
                    render: (_: unknown, s: UserSkill) => (
                      <Popconfirm title={`${josa(s.skillName, '을/를')} 보유 스킬에서 뺄까요?`} okText="삭제" cancelText="취소" okButtonProps={{ danger: true }} onConfirm={() => remove(s)}>
                        <Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label={`${s.skillName} 삭제`} disabled={busy === s.skillId} />
                      </Popconfirm>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
      <SkillSearchDialog
        open={searching}
        multiple
        heldIds={(skills ?? []).map((s) => s.skillId)}
        onClose={() => setSearching(false)}
        onSelect={setDrafts}
      />
      <ModalForm<DraftValues, UserSkill[]>
        title={`${userName}: 스킬 추가`}
        open={drafts.length > 0}
        initialValues={{ items: drafts.map((skill) => ({ skillId: skill.id, level: 3, years: null, lastUsed: null })) }}
        save={addDrafts}
        onSaved={(list) => {
          setSkills(() => list);
          setDrafts([]);
        }}
        onClose={() => setDrafts([])}
        submitText={`${drafts.length}개 추가`}
        width={720}
      >
        <Typography.Paragraph type="secondary">숙련도(1 입문 … 5 전문가), 경력 연수와 마지막으로 쓴 달을 정해 주세요.</Typography.Paragraph>
        <Table<Skill>
          size="small"
          rowKey="id"
          dataSource={drafts}
          pagination={false}
          columns={[
            {
              key: 'name',
              title: '스킬',
              // The skill's own field: the api's reason about the row (already held, gone) shows under its name.
              render: (_, skill, i) => (
                <Form.Item name={['items', i, 'skillId']} style={{ margin: 0 }}>
                  <SkillName name={skill.name} />
                </Form.Item>
              ),
            },
            {
              key: 'level',
              title: '숙련도',
              width: 140,
              render: (_, skill, i) => (
                <Form.Item name={['items', i, 'level']} style={{ margin: 0 }}>
                  <Select size="small" aria-label={`${skill.name} 숙련도`} options={LEVEL_OPTIONS} style={{ width: 120 }} />
                </Form.Item>
              ),
            },
            {
              key: 'years',
              title: '경력(년)',
              width: 100,
              render: (_, skill, i) => (
                <Form.Item name={['items', i, 'years']} style={{ margin: 0 }}>
                  <InputNumber size="small" aria-label={`${skill.name} 경력`} min={0} max={60} precision={0} />
                </Form.Item>
              ),
            },
            {
              key: 'lastUsed',
              title: '최근 사용',
              width: 140,
              render: (_, skill, i) => (
                <Form.Item name={['items', i, 'lastUsed']} style={{ margin: 0 }}>
                  <DatePicker size="small" picker="month" aria-label={`${skill.name} 최근 사용`} disabledDate={(day) => day.isAfter(new Date(), 'month')} />
                </Form.Item>
              ),
            },
          ]}
        />
      </ModalForm>
    </Card>
  );
}
