import { useNavigate } from '@dure/shared';
import { MBO_HALF, type MboHalf } from '@dure/shared/contracts/okr/mbo';
import { SaveNotice, useSaveFlow } from '@dure/shared/form';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, InputNumber, Radio, Space, Typography } from 'antd';
import { type MboSheetDetail, mboApi } from '../api/mboApi';
import { MBO_LISTS_KEY, mboDetailQuery } from '../api/mboQueries';
import { HALF_LABELS } from '../model/mboLabels';

type Values = { year: number; half: MboHalf };

/** The half of today: January–June H1, July–December H2. */
const today = new Date();
const initial: Values = { year: today.getFullYear(), half: today.getMonth() < 6 ? 'H1' : 'H2' };

/** MBO 작성 (/mbo/new): a new sheet of mine for a year and half (one each; the api refuses a duplicate), then its page. */
export default function MboNewPage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const flow = useSaveFlow<Values, MboSheetDetail>({
    form,
    save: (values) => mboApi.create(values),
    onSaved: (sheet) => {
      client.setQueryData(mboDetailQuery(sheet.id).queryKey, sheet);
      void client.invalidateQueries({ queryKey: MBO_LISTS_KEY });
      message.success('MBO 시트를 만들었습니다. 항목을 입력해 주세요.');
      navigate(`/mbo?id=${sheet.id}`);
    },
  });

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%', maxWidth: 640 }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        MBO 작성
      </Typography.Title>
      <Card>
        <Typography.Paragraph type="secondary">
          연도와 기간을 고르면 내 MBO 시트가 만들어지고, 소속 팀장이 합의자로 지정됩니다. 연도·기간마다 시트는 하나입니다.
        </Typography.Paragraph>
        <SaveNotice notice={flow.notice} reload={flow.reload} onClose={flow.dismiss} />
        <Form<Values> form={form} layout="vertical" initialValues={initial} onFinish={(values) => void flow.submit(values)}>
          <Form.Item name="year" label="연도" rules={[{ required: true, message: '연도를 입력해 주세요.' }]}>
            <InputNumber min={2000} max={2100} precision={0} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="half" label="기간" rules={[{ required: true, message: '기간을 선택해 주세요.' }]}>
            <Radio.Group optionType="button" options={MBO_HALF.codes.map((h) => ({ value: h, label: HALF_LABELS[h] }))} />
          </Form.Item>
          <Flex gap={8} justify="end">
            <Button onClick={() => navigate('/mbo')}>취소</Button>
            <Button type="primary" htmlType="submit" loading={flow.saving}>
              시트 만들기
            </Button>
          </Flex>
        </Form>
      </Card>
    </Space>
  );
}
