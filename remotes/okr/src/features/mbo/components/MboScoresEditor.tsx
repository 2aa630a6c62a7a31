import { MBO_LIMITS } from '@dure/shared/contracts/okr/mbo';
import { SaveNotice, useSaveFlow } from '@dure/shared/form';
import { App, Button, Flex, Form, Input, Select, Table, Typography } from 'antd';
import { useEffect } from 'react';
import { type MboItem, type MboScoreInput, type MboSheetDetail, mboApi } from '../api/mboApi';
import { CATEGORY_LABELS, DIFFICULTY_LABELS } from '../model/mboLabels';
import { LinkedGoalLink } from './LinkedGoalLink';

type Values = { items: MboScoreInput[] };

/** 1.0–5.0 in steps of 0.5. */
const SCORES = Array.from({ length: 9 }, (_, i) => MBO_LIMITS.minScore + i * MBO_LIMITS.scoreStep).map((v) => ({ value: v, label: v.toFixed(1) }));

/** What one row sends: the owner's result and self score, or the approver's score; a cleared score is null. */
const scoreInput = (id: number, self: boolean, row: Partial<MboScoreInput> | undefined): MboScoreInput =>
  self ? { id, result: row?.result ?? null, selfScore: row?.selfScore ?? null } : { id, evaluatorScore: row?.evaluatorScore ?? null };

/** The form's rows from the sheet: the owner's results and self scores, or the approver's scores. */
const toInputs = (sheet: MboSheetDetail): MboScoreInput[] =>
  sheet.items.map((i) => (sheet.canSelfScore ? { id: i.id, result: i.result ?? '', selfScore: i.selfScore } : { id: i.id, evaluatorScore: i.evaluatorScore }));

type Props = { sheet: MboSheetDetail; onSaved: (sheet: MboSheetDetail) => void; onReload: () => Promise<unknown> };

/**
 * Scores of an agreed sheet: the owner's results and self scores (AGREED), or the approver's evaluator
 * scores beside them (SELF_ASSESSED). The server decides which the caller may write (canSelfScore / canEvaluate).
 */
export function MboScoresEditor({ sheet, onSaved, onReload }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const self = sheet.canSelfScore;
  const flow = useSaveFlow<Values, MboSheetDetail>({
    form,
    save: (values) => mboApi.saveScores(sheet.id, sheet.version, sheet.items.map((item, i) => scoreInput(item.id, self, values.items?.[i]))),
    onSaved: (saved) => {
      message.success(self ? '실적과 자기평가를 저장했습니다.' : '평가 점수를 저장했습니다.');
      onSaved(saved);
    },
    onReload,
  });
  useEffect(() => form.setFieldsValue({ items: toInputs(sheet) }), [form, sheet]);

  const text = (v: string | null) => v ?? '-';
  return (
    <Form<Values> form={form} initialValues={{ items: toInputs(sheet) }} onFinish={(values) => void flow.submit(values)} component="div">
      <SaveNotice notice={flow.notice} reload={flow.reload} onClose={flow.dismiss} />
      <Table<MboItem>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={sheet.items}
        scroll={{ x: 1000 }}
        columns={[
          { title: '구분', dataIndex: 'category', width: 70, render: (v: MboItem['category']) => CATEGORY_LABELS[v] },
          { title: '항목 / KPI / 목표', width: 240, render: (_, i) => <Typography.Text>{`${i.title} · ${text(i.kpi)} · ${text(i.target)}`}</Typography.Text> },
          { title: '연결 목표', key: 'linkedGoal', width: 160, render: (_, i) => <LinkedGoalLink item={i} /> },
          { title: '가중치', dataIndex: 'weightPct', width: 70, align: 'right', render: (v: number) => `${v}%` },
          { title: '난이도', dataIndex: 'difficulty', width: 90, render: (v: MboItem['difficulty']) => DIFFICULTY_LABELS[v] },
          {
            title: '실적',
            width: 240,
            render: (_, item, i) =>
              self ? (
                <Form.Item name={['items', i, 'result']} style={{ margin: 0 }}>
                  <Input.TextArea aria-label={`${i + 1}번 실적`} rows={2} maxLength={MBO_LIMITS.result} />
                </Form.Item>
              ) : (
                text(item.result)
              ),
          },
          {
            title: '자기평가',
            width: 110,
            render: (_, item, i) =>
              self ? (
                <Form.Item name={['items', i, 'selfScore']} style={{ margin: 0 }}>
                  <Select aria-label={`${i + 1}번 자기평가 점수`} options={SCORES} allowClear placeholder="점수" />
                </Form.Item>
              ) : (
                (item.selfScore?.toFixed(1) ?? '-')
              ),
          },
          {
            title: '평가',
            width: 110,
            render: (_, item, i) =>
              self ? (
                (item.evaluatorScore?.toFixed(1) ?? '-')
              ) : (
                <Form.Item name={['items', i, 'evaluatorScore']} style={{ margin: 0 }}>
                  <Select aria-label={`${i + 1}번 평가 점수`} options={SCORES} allowClear placeholder="점수" />
                </Form.Item>
              ),
          },
        ]}
      />
      <Flex justify="end" style={{ marginTop: 12 }}>
        <Button type="primary" loading={flow.saving} onClick={() => form.submit()}>
          {self ? '실적·자기평가 저장' : '평가 점수 저장'}
        </Button>
      </Flex>
    </Form>
  );
}
