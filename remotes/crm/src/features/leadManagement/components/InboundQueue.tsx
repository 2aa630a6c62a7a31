import { PlusOutlined } from '@ant-design/icons';
import { Link, errorFields, errorMessage } from '@dure/shared';
import { dayjs, formatDateTime, josaOf } from '@dure/shared/format';
import { ChoiceFilter, KeywordFilter } from '@dure/shared/list';
import { UserPicker } from '@dure/shared/records';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Checkbox, DatePicker, Flex, Form, Input, InputNumber, Modal, Radio, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { CHANNEL_LABELS, type Inquiry, type InquiryChannel, type InquiryStatus, STATUS_COLORS, STATUS_LABELS, managementApi } from '../api/managementApi';
import { inquiriesQuery } from '../api/managementQueries';
import { INQUIRY_LIMITS } from '@dure/shared/contracts/crm/inbound';
import { LEAD_LIMITS } from '@dure/shared/contracts/crm/lead';

const SIZE = 20;
const OPEN_STATUSES: InquiryStatus[] = ['NEW', 'ASSIGNED'];

type Action = { kind: 'assign' | 'convert' | 'reject' | 'create'; inquiry?: Inquiry };

/** 인바운드 문의: the intake queue; assign a person, convert to a lead, or reject/mark spam. Unanswered after one business day = 지연. */
export function InboundQueue({ canWrite }: { canWrite: boolean }) {
  const { message } = App.useApp();
  const [statusList, setStatusList] = useState<InquiryStatus[]>(OPEN_STATUSES);
  const [overdue, setOverdue] = useState(false);
  const [keyword, setKeyword] = useState<string>();
  const [pageNo, setPageNo] = useState(0);
  const queryClient = useQueryClient();
  const inquiries = useQuery({ ...inquiriesQuery({ page: pageNo, size: SIZE, statusList, overdueYn: overdue ? 'Y' : undefined, keyword }), placeholderData: keepPreviousData });
  const page = inquiries.data;
  const [action, setAction] = useState<Action | null>(null);
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [form] = Form.useForm();


  function start(next: Action) {
    setFormError(null);
    form.resetFields();
    if (next.kind === 'convert' && next.inquiry) {
      form.setFieldsValue({ title: `${next.inquiry.companyName ?? next.inquiry.contactName} 문의`, ownerUserId: next.inquiry.assigneeId, expectedCloseDate: dayjs().add(3, 'month') });
    }
    if (next.kind === 'reject') form.setFieldsValue({ status: 'REJECTED' });
    if (next.kind === 'create') form.setFieldsValue({ channel: 'PHONE', receivedAt: dayjs() });
    setAction(next);
  }

  async function submit() {
    if (!action) return;
    let values: Record<string, unknown>;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    setFormError(null);
    const q = action.inquiry;
    try {
      if (action.kind === 'assign' && q) {
        await managementApi.assign(q.id, values.assigneeId as number, q.version);
        message.success('담당자를 배정했습니다.');
      } else if (action.kind === 'reject' && q) {
        await managementApi.reject(q.id, values.status as 'REJECTED' | 'SPAM', ((values.reason as string) ?? '').trim() || null, q.version);
        message.success(values.status === 'SPAM' ? '스팸으로 처리했습니다.' : '반려했습니다.');
      } else if (action.kind === 'convert' && q) {
        const made = await managementApi.convert(q.id, {
          version: q.version,
          title: (values.title as string).trim(),
          ownerUserId: (values.ownerUserId as number | null) ?? null,
          expectedAmount: (values.expectedAmount as number | null) ?? 0,
          expectedCloseDate: (values.expectedCloseDate as Dayjs).format('YYYY-MM-DD'),
        });
        message.success(
          <span>
            리드 <Link to={`/lead/${made.leadId}`}>{made.leadNo}</Link>{josaOf(made.leadNo, '으로/로')} 전환했습니다.
          </span>,
        );
      } else if (action.kind === 'create') {
        await managementApi.createInquiry({
          channel: values.channel as InquiryChannel,
          receivedAt: (values.receivedAt as Dayjs).toISOString(),
          companyName: ((values.companyName as string) ?? '').trim() || null,
          contactName: (values.contactName as string).trim(),
          email: ((values.email as string) ?? '').trim() || null,
          phone: ((values.phone as string) ?? '').trim() || null,
          content: (values.content as string).trim(),
          privacyConsentYn: values.privacyConsentYn ? 'Y' : 'N',
        });
        message.success('문의를 등록했습니다.');
      }
      setAction(null);
      // A conversion makes a lead too.
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['inbound'] }), queryClient.invalidateQueries({ queryKey: ['lead'] })]);
    } catch (e) {
      const fields = Object.entries(errorFields(e));
      if (fields.length > 0) form.setFields(fields.map(([name, text]) => ({ name, errors: [text] })));
      setFormError(errorMessage(e));
    } finally {
      setSaving(false);
    }
  }

  const titles = { assign: '담당자 배정', convert: '리드로 전환', reject: '반려·스팸 처리', create: '문의 등록' } as const;

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card size="small">
        <Flex wrap gap={8} align="center" justify="space-between">
          <Flex wrap gap={8} align="center">
            <ChoiceFilter
              label="문의 상태"
              placeholder="전체 상태"
              width={200}
              value={statusList}
              onChange={(v: InquiryStatus[]) => {
                setStatusList(v);
                setPageNo(0);
              }}
              options={(Object.keys(STATUS_LABELS) as InquiryStatus[]).map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
            />
            <KeywordFilter
              label="문의 검색"
              placeholder="회사, 이름, 이메일, 내용"
              width={220}
              value={keyword}
              onSearch={(next) => {
                setKeyword(next);
                setPageNo(0);
              }}
            />
            <Checkbox
              checked={overdue}
              onChange={(e) => {
                setOverdue(e.target.checked);
                setPageNo(0);
              }}
            >
              응답 지연만 (1영업일 초과)
            </Checkbox>
          </Flex>
          {canWrite && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => start({ kind: 'create' })}>
              문의 등록
            </Button>
          )}
        </Flex>
      </Card>
      {inquiries.isError && (
        <Alert type="error" showIcon message="문의 목록을 불러오지 못했습니다" description={errorMessage(inquiries.error)} action={<Button onClick={() => void inquiries.refetch()}>다시 시도</Button>} />
      )}
      <Table<Inquiry>
        rowKey="id"
        size="middle"
        loading={inquiries.isFetching}
        dataSource={page?.content ?? []}
        locale={{ emptyText: '조건에 맞는 문의가 없습니다.' }}
        pagination={{ current: pageNo + 1, pageSize: SIZE, total: page?.totalElements ?? 0, onChange: (p) => setPageNo(p - 1), showTotal: (t) => `총 ${t.toLocaleString('ko-KR')}건`, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: '접수',
            dataIndex: 'receivedAt',
            render: (v: string, q) => (
              <Space size={4}>
                {formatDateTime(v)}
                {q.overdueYn === 'Y' && <Tag color="red">지연</Tag>}
              </Space>
            ),
          },
          { title: '채널', dataIndex: 'channel', render: (c: InquiryChannel) => CHANNEL_LABELS[c] },
          { title: '회사', dataIndex: 'companyName', render: (v: string | null) => v ?? '-' },
          { title: '문의자', render: (_, q) => <Tooltip title={[q.email, q.phone].filter(Boolean).join(' · ')}>{q.contactName}</Tooltip> },
          { title: '내용', dataIndex: 'content', render: (v: string) => <Typography.Text ellipsis={{ tooltip: v }} style={{ maxWidth: 260 }}>{v}</Typography.Text> },
          { title: '상태', dataIndex: 'status', render: (s: InquiryStatus, q) => (<Space size={4}><Tag color={STATUS_COLORS[s]}>{STATUS_LABELS[s]}</Tag>{q.rejectReason && <Typography.Text type="secondary">{q.rejectReason}</Typography.Text>}</Space>) },
          { title: '담당자', dataIndex: 'assigneeName', render: (v: string | null) => v ?? '-' },
          { title: '리드', render: (_, q) => (q.leadId ? <Link to={`/lead/${q.leadId}`}>{q.leadNo}</Link> : '-') },
          ...(canWrite
            ? [
                {
                  title: '처리',
                  render: (_: unknown, q: Inquiry) =>
                    OPEN_STATUSES.includes(q.status) ? (
                      <Space size={4}>
                        <Button size="small" onClick={() => start({ kind: 'assign', inquiry: q })}>
                          배정
                        </Button>
                        <Button size="small" type="primary" onClick={() => start({ kind: 'convert', inquiry: q })}>
                          리드 전환
                        </Button>
                        <Button size="small" danger onClick={() => start({ kind: 'reject', inquiry: q })}>
                          반려
                        </Button>
                      </Space>
                    ) : null,
                },
              ]
            : []),
        ]}
      />
      <Modal title={action ? titles[action.kind] : ''} open={action !== null} onCancel={() => setAction(null)} onOk={() => void submit()} okText="확인" cancelText="취소" confirmLoading={saving} destroyOnHidden>
        {formError && <Alert type="error" showIcon message={formError} style={{ marginBottom: 12 }} />}
        {action?.inquiry && (
          <Typography.Paragraph type="secondary">
            {action.inquiry.companyName ?? '-'} · {action.inquiry.contactName}: {action.inquiry.content}
          </Typography.Paragraph>
        )}
        <Form form={form} layout="vertical" preserve={false}>
          {action?.kind === 'assign' && (
            <Form.Item name="assigneeId" label="담당자" rules={[{ required: true, message: '담당자를 선택해 주세요.' }]}>
              <UserPicker aria-label="배정할 담당자" initialLabel={action.inquiry?.assigneeName} />
            </Form.Item>
          )}
          {action?.kind === 'reject' && (
            <>
              <Form.Item name="status" label="처리">
                <Radio.Group options={[{ value: 'REJECTED', label: '반려' }, { value: 'SPAM', label: '스팸' }]} />
              </Form.Item>
              <Form.Item noStyle shouldUpdate={(a, b) => a.status !== b.status}>
                {({ getFieldValue }) => (
                  <Form.Item name="reason" label="사유" rules={[{ required: getFieldValue('status') === 'REJECTED', whitespace: true, message: '반려 사유를 입력해 주세요.' }, { max: INQUIRY_LIMITS.rejectReason, message: `${INQUIRY_LIMITS.rejectReason}자 이하로 입력해 주세요.` }]}>
                    <Input />
                  </Form.Item>
                )}
              </Form.Item>
            </>
          )}
          {action?.kind === 'convert' && (
            <>
              <Form.Item name="title" label="리드명" rules={[{ required: true, whitespace: true, message: '리드명을 입력해 주세요.' }, { max: LEAD_LIMITS.title }]}>
                <Input />
              </Form.Item>
              <Form.Item name="ownerUserId" label="담당자" extra="비우면 배정된 담당자 또는 본인">
                <UserPicker aria-label="리드 담당자" initialLabel={action.inquiry?.assigneeName} />
              </Form.Item>
              <Form.Item name="expectedAmount" label="예상금액(원)" rules={[{ type: 'number', min: 0, message: '0원 이상으로 입력해 주세요.' }]}>
                <InputNumber min={0} precision={0} style={{ width: '100%' }} formatter={(v) => `${v ?? ''}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',')} parser={(v) => Number((v ?? '').replace(/,/g, '')) as 0} />
              </Form.Item>
              <Form.Item name="expectedCloseDate" label="예상 계약일" rules={[{ required: true, message: '예상 계약일을 선택해 주세요.' }]}>
                <DatePicker style={{ width: '100%' }} />
              </Form.Item>
            </>
          )}
          {action?.kind === 'create' && (
            <>
              <Form.Item name="channel" label="채널" rules={[{ required: true }]}>
                <Radio.Group options={(Object.keys(CHANNEL_LABELS) as InquiryChannel[]).map((c) => ({ value: c, label: CHANNEL_LABELS[c] }))} />
              </Form.Item>
              <Form.Item name="receivedAt" label="접수일시" rules={[{ required: true, message: '접수일시를 선택해 주세요.' }]}>
                <DatePicker showTime style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
              </Form.Item>
              <Form.Item name="companyName" label="회사명" rules={[{ max: INQUIRY_LIMITS.companyName }]}>
                <Input />
              </Form.Item>
              <Form.Item name="contactName" label="문의자" rules={[{ required: true, whitespace: true, message: '문의자 이름을 입력해 주세요.' }, { max: INQUIRY_LIMITS.contactName }]}>
                <Input />
              </Form.Item>
              <Flex gap={8}>
                <Form.Item name="email" label="이메일" style={{ flex: 1 }} rules={[{ type: 'email', message: '이메일 형식이 올바르지 않습니다.' }]}>
                  <Input />
                </Form.Item>
                <Form.Item
                  name="phone"
                  label="전화"
                  style={{ flex: 1 }}
                  dependencies={['email']}
                  rules={[
                    ({ getFieldValue }) => ({
                      validator: (_, v) => (v || getFieldValue('email') ? Promise.resolve() : Promise.reject(new Error('이메일 또는 전화번호 중 하나는 입력해 주세요.'))),
                    }),
                    { pattern: /^[\d-]{9,13}$/, message: '전화번호는 숫자 9~11자리로 입력해 주세요.' },
                  ]}
                >
                  <Input placeholder="010-1234-5678" />
                </Form.Item>
              </Flex>
              <Form.Item name="content" label="문의 내용" rules={[{ required: true, whitespace: true, message: '문의 내용을 입력해 주세요.' }, { max: INQUIRY_LIMITS.content }]}>
                <Input.TextArea rows={4} />
              </Form.Item>
              <Form.Item name="privacyConsentYn" valuePropName="checked">
                <Checkbox>개인정보 수집·이용 동의 확인</Checkbox>
              </Form.Item>
            </>
          )}
        </Form>
      </Modal>
    </Space>
  );
}

