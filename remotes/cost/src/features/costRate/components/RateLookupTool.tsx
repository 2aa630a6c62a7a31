import { UserPicker } from '@dure/shared/records';
import { Alert, Button, Card, DatePicker, Descriptions, Form, Space, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { TaskActivitySelect } from '../../taskActivity';
import { JOB_GRADE, RATE_RULE, type RateLookup, costRateApi } from '../api/costRateApi';

type Values = { userId?: number | null; date?: Dayjs | null; taskActivityId?: number | null };

/** 단가 조회: which rate applies to a person on a day for an activity, and by which rule of the lookup order (DOMAIN §6). */
export function RateLookupTool() {
  const [form] = Form.useForm<Values>();
  const [found, setFound] = useState<RateLookup | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (v: Values) => {
    setBusy(true);
    setError(null);
    try {
      setFound(await costRateApi.lookup(v.userId!, v.date!.format('YYYY-MM-DD'), v.taskActivityId ?? null));
    } catch {
      setFound(null);
      setError('단가를 조회하지 못했습니다. 잠시 후 다시 시도해 주세요.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card size="small" title="단가 조회">
      <Form<Values> form={form} layout="inline" initialValues={{ date: dayjs() }} onFinish={run}>
        <Form.Item name="userId" label="사용자" rules={[{ required: true, message: '사용자를 선택해 주세요.' }]}>
          <UserPicker aria-label="조회할 사용자" style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="date" label="일자" rules={[{ required: true, message: '일자를 입력해 주세요.' }]}>
          <DatePicker aria-label="조회 일자" />
        </Form.Item>
        <Form.Item name="taskActivityId" label="업무유형">
          <TaskActivitySelect aria-label="조회할 업무유형" placeholder="업무유형 없음" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" loading={busy}>
            조회
          </Button>
        </Form.Item>
      </Form>
      {error && <Alert style={{ marginTop: 12 }} type="error" showIcon message={error} />}
      {found && (
        <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }} style={{ marginTop: 12 }} aria-label="단가 조회 결과">
          <Descriptions.Item label="시간당 단가">
            {found.rateMissingYn === 'Y' ? (
              <Space size={4}>
                <span>0원</span>
                <Tag color="red">단가 없음</Tag>
              </Space>
            ) : found.maskedYn === 'Y' ? (
              <Tag>비공개</Tag>
            ) : (
              `${found.hourlyRate!.toLocaleString('ko-KR')}원`
            )}
          </Descriptions.Item>
          <Descriptions.Item label="적용 규칙">{found.rule ? RATE_RULE.labels[found.rule] : '해당 없음'}</Descriptions.Item>
          <Descriptions.Item label="그날 직급">{found.jobGrade ? (JOB_GRADE.labels as Record<string, string>)[found.jobGrade] ?? found.jobGrade : '-'}</Descriptions.Item>
          <Descriptions.Item label="일자">{found.date}</Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
