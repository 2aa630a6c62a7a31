import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MBO_CATEGORY, MBO_DIFFICULTY, MBO_LIMITS } from '@dure/shared/contracts/okr/mbo';
import { SaveNotice, useSaveFlow } from '@dure/shared/form';
import { Alert, App, Button, Flex, Form, Input, InputNumber, Select, Table } from 'antd';
import { useEffect } from 'react';
import { type MboItemInput, type MboSheetDetail, mboApi } from '../api/mboApi';
import { CATEGORY_LABELS, DIFFICULTY_LABELS, weightState } from '../model/mboLabels';
import { MboGoalSelect } from './MboGoalSelect';

type Values = { items: MboItemInput[] };

const blank = (): MboItemInput => ({ id: null, category: 'PERFORMANCE', title: '', kpi: '', target: '', weightPct: 10, difficulty: 'MID', linkedGoalId: null });

const toInputs = (sheet: MboSheetDetail): MboItemInput[] =>
  sheet.items.map((i) => ({ id: i.id, category: i.category, title: i.title, kpi: i.kpi ?? '', target: i.target ?? '', weightPct: i.weightPct, difficulty: i.difficulty, linkedGoalId: i.linkedGoalId }));

type Props = { sheet: MboSheetDetail; onSaved: (sheet: MboSheetDetail) => void; onReload: () => Promise<unknown> };

/** The owner's items of a DRAFT sheet as an editable table: weights in steps of 5, with the live weight total. */
export function MboItemsEditor({ sheet, onSaved, onReload }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const items = Form.useWatch('items', form) ?? [];
  const weight = weightState(items.map((i) => i?.weightPct));
  // The titles of the goals the sheet already links, for the pickers before their search answers.
  const goalTitles = new Map(sheet.items.map((i) => [i.linkedGoalId, i.linkedGoalTitle]));
  const flow = useSaveFlow<Values, MboSheetDetail>({
    form,
    save: (values) => mboApi.saveItems(sheet.id, sheet.version, values.items ?? []),
    onSaved: (saved) => {
      message.success('항목을 저장했습니다.');
      onSaved(saved);
    },
    onReload,
  });

  // The form restarts from the sheet after a save or a reload (new ids, new version).
  useEffect(() => form.setFieldsValue({ items: toInputs(sheet) }), [form, sheet]);

  return (
    <Form<Values> form={form} initialValues={{ items: toInputs(sheet) }} onFinish={(values) => void flow.submit(values)} component="div">
      <SaveNotice notice={flow.notice} reload={flow.reload} onClose={flow.dismiss} />
      <Form.List name="items">
        {(fields, { add, remove }) => (
          <>
            <Table
              rowKey="key"
              size="small"
              pagination={false}
              dataSource={fields}
              scroll={{ x: 1240 }}
              locale={{ emptyText: '항목을 추가해 주세요. 가중치 합계가 100%가 되어야 합의를 요청할 수 있습니다.' }}
              columns={[
                {
                  title: '구분',
                  width: 110,
                  render: (_, f, i) => (
                    <Form.Item name={[f.name, 'category']} noStyle>
                      <Select aria-label={`${i + 1}번 구분`} options={MBO_CATEGORY.codes.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))} />
                    </Form.Item>
                  ),
                },
                {
                  title: '항목',
                  width: 200,
                  render: (_, f, i) => (
                    <Form.Item name={[f.name, 'title']} rules={[{ required: true, whitespace: true, message: '항목명을 입력해 주세요.' }]} style={{ margin: 0 }}>
                      <Input aria-label={`${i + 1}번 항목명`} maxLength={MBO_LIMITS.title} />
                    </Form.Item>
                  ),
                },
                {
                  title: 'KPI',
                  width: 180,
                  render: (_, f, i) => (
                    <Form.Item name={[f.name, 'kpi']} style={{ margin: 0 }}>
                      <Input aria-label={`${i + 1}번 KPI`} maxLength={MBO_LIMITS.kpi} />
                    </Form.Item>
                  ),
                },
                {
                  title: '목표',
                  width: 180,
                  render: (_, f, i) => (
                    <Form.Item name={[f.name, 'target']} style={{ margin: 0 }}>
                      <Input aria-label={`${i + 1}번 목표`} maxLength={MBO_LIMITS.target} />
                    </Form.Item>
                  ),
                },
                {
                  title: '가중치(%)',
                  width: 110,
                  render: (_, f, i) => (
                    <Form.Item name={[f.name, 'weightPct']} rules={[{ required: true, message: '가중치를 입력해 주세요.' }]} style={{ margin: 0 }}>
                      <InputNumber aria-label={`${i + 1}번 가중치`} min={MBO_LIMITS.weightStep} max={100} step={MBO_LIMITS.weightStep} style={{ width: '100%' }} />
                    </Form.Item>
                  ),
                },
                {
                  title: '난이도',
                  width: 120,
                  render: (_, f, i) => (
                    <Form.Item name={[f.name, 'difficulty']} noStyle>
                      <Select aria-label={`${i + 1}번 난이도`} options={MBO_DIFFICULTY.codes.map((d) => ({ value: d, label: DIFFICULTY_LABELS[d] }))} />
                    </Form.Item>
                  ),
                },
                {
                  title: '연결 목표',
                  width: 240,
                  render: (_, f, i) => (
                    <Form.Item name={[f.name, 'linkedGoalId']} style={{ margin: 0 }}>
                      <MboGoalSelect sheet={sheet} aria-label={`${i + 1}번 연결 목표`} initialLabel={goalTitles.get(items[i]?.linkedGoalId ?? null) ?? null} />
                    </Form.Item>
                  ),
                },
                {
                  title: '',
                  key: 'actions',
                  width: 56,
                  render: (_, f, i) => <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${i + 1}번 항목 삭제`} onClick={() => remove(f.name)} />,
                },
              ]}
            />
            <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 12 }}>
              <Button icon={<PlusOutlined />} onClick={() => add(blank())} disabled={fields.length >= MBO_LIMITS.items}>
                항목 추가
              </Button>
              <Alert type={weight.ok ? 'success' : 'warning'} showIcon message={weight.text} data-testid="mbo-weight-total" style={{ flex: 1, minWidth: 260 }} />
              <Button type="primary" loading={flow.saving} onClick={() => form.submit()}>
                항목 저장
              </Button>
            </Flex>
          </>
        )}
      </Form.List>
    </Form>
  );
}
