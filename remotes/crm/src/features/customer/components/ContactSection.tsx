import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { errorMessage } from '@dure/shared';
import { ModalForm, useOpeningState } from '@dure/shared/form';
import { formatDateTime } from '@dure/shared/format';
import { App, Button, Card, Checkbox, Col, Form, Input, Popconfirm, Row, Select, Space, Table, Tag } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { CONTACT_LIMITS, CONTACT_STATUSES, CONTACT_STATUS_LABELS, type Contact, type ContactInput, customerApi, isMerged } from '../api/customerApi';
import { EMAIL, MOBILE_DIGITS, PHONE_DIGITS, digitsOf, formatPhone } from './rules';

type Props = { customerId: number; contacts: Contact[]; canWrite: boolean; onChanged: () => void };

type FormValues = Omit<ContactInput, 'primaryYn' | 'taxInvoiceYn' | 'marketingConsentYn'> & { primary?: boolean; taxInvoice?: boolean; marketingConsent?: boolean };

const toForm = (c: Contact): FormValues => ({
  ...c,
  mobile: formatPhone(c.mobile),
  phone: formatPhone(c.phone),
  primary: c.primaryYn === 'Y',
  taxInvoice: c.taxInvoiceYn === 'Y',
  marketingConsent: c.marketingConsentYn === 'Y',
});

type FormProps = { customerId: number; contact: Contact | 'new' | null; onClose: () => void; onSaved: () => void };

function ContactFormModal({ customerId, contact, onClose, onSaved }: FormProps) {
  const { message, modal } = App.useApp();
  // The version a 409 reload brought in, until the form closes.
  const [latest, setLatest] = useOpeningState<Contact | null>(Boolean(contact), null);
  const editing = latest ?? (contact && contact !== 'new' ? contact : null);

  async function save(v: FormValues): Promise<void> {
    const input: ContactInput = {
      name: v.name?.trim(),
      deptName: v.deptName?.trim() || null,
      title: v.title?.trim() || null,
      email: v.email?.trim() || null,
      mobile: v.mobile ? digitsOf(v.mobile) : null,
      phone: v.phone ? digitsOf(v.phone) : null,
      primaryYn: v.primary ? 'Y' : 'N',
      taxInvoiceYn: v.taxInvoice ? 'Y' : 'N',
      marketingConsentYn: v.marketingConsent ? 'Y' : 'N',
      status: v.status,
    };
    if (!editing && !v.primary) delete input.primaryYn;
    const saved = editing ? await customerApi.updateContact(customerId, editing.id, { ...input, version: editing.version }) : await customerApi.createContact(customerId, input);
    message.success(editing ? '담당자를 수정했습니다.' : '담당자를 등록했습니다.');
    if (saved.warnings.length) modal.warning({ title: '확인해 주세요', content: saved.warnings.join('\n'), okText: '확인' });
  }

  async function reload() {
    const loaded = await customerApi.get(customerId);
    const found = isMerged(loaded) ? undefined : loaded.contacts.find((c) => c.id === editing?.id);
    // The kit tells the user the reload failed; this message is for the console.
    if (!found) throw new Error(`contact ${editing?.id} is no longer on customer ${customerId}`);
    setLatest(found);
  }

  return (
    <ModalForm<FormValues, void>
      open={!!contact}
      title={editing ? '담당자 수정' : '담당자 등록'}
      width={640}
      initialValues={editing ? toForm(editing) : { status: 'ACTIVE' }}
      save={save}
      onSaved={onSaved}
      onClose={onClose}
      onReload={editing ? reload : undefined}
    >
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="name" label="이름" rules={[{ required: true, whitespace: true, message: '담당자 이름을 입력해 주세요.' }, { max: CONTACT_LIMITS.name, message: `${CONTACT_LIMITS.name}자 이하로 입력해 주세요.` }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="deptName" label="부서">
            <Input />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="title" label="직위">
            <Input />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="email"
            label="이메일"
            dependencies={['mobile']}
            rules={[
              { pattern: EMAIL, message: '이메일 형식이 올바르지 않습니다.' },
              ({ getFieldValue }) => ({
                validator: async (_, value?: string) => {
                  if (!value?.trim() && !getFieldValue('mobile')?.trim()) throw new Error('이메일 또는 휴대폰 중 하나는 입력해 주세요.');
                },
              }),
            ]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item
            name="mobile"
            label="휴대폰"
            rules={[{ validator: async (_, v?: string) => { if (v && !MOBILE_DIGITS.test(digitsOf(v))) throw new Error('휴대폰 번호 형식이 올바르지 않습니다. (예: 010-1234-5678)'); } }]}
          >
            <Input placeholder="010-1234-5678" />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item
            name="phone"
            label="직통 전화"
            rules={[{ validator: async (_, v?: string) => { if (v && !PHONE_DIGITS.test(digitsOf(v))) throw new Error('전화번호 형식이 올바르지 않습니다.'); } }]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="status" label="상태">
            <Select options={CONTACT_STATUSES.map((s) => ({ value: s, label: CONTACT_STATUS_LABELS[s] }))} />
          </Form.Item>
        </Col>
        <Col span={18}>
          <Space wrap style={{ marginTop: 30 }}>
            <Form.Item name="primary" valuePropName="checked" noStyle>
              <Checkbox>주 담당자</Checkbox>
            </Form.Item>
            <Form.Item name="taxInvoice" valuePropName="checked" noStyle>
              <Checkbox>세금계산서 수신</Checkbox>
            </Form.Item>
            <Form.Item name="marketingConsent" valuePropName="checked" noStyle>
              <Checkbox>마케팅 수신 동의</Checkbox>
            </Form.Item>
          </Space>
        </Col>
      </Row>
    </ModalForm>
  );
}

/** 담당자 table of a customer with add, edit and delete. */
export function ContactSection({ customerId, contacts, canWrite, onChanged }: Props) {
  const { message } = App.useApp();
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);

  async function remove(c: Contact) {
    try {
      await customerApi.removeContact(customerId, c.id, c.version);
      message.success('담당자를 삭제했습니다.');
      onChanged();
    } catch (e) {
      message.error(errorMessage(e));
      onChanged();
    }
  }

  const columns: TableProps<Contact>['columns'] = [
    {
      title: '이름',
      dataIndex: 'name',
      render: (_, c) => (
        <Space size={4}>
          {c.name}
          {c.primaryYn === 'Y' && <Tag color="blue">주담당</Tag>}
          {c.status === 'LEFT' && <Tag>{CONTACT_STATUS_LABELS.LEFT}</Tag>}
        </Space>
      ),
    },
    { title: '부서 · 직위', render: (_, c) => [c.deptName, c.title].filter(Boolean).join(' · ') || '-' },
    { title: '이메일', dataIndex: 'email', render: (v: string | null) => v ?? '-' },
    { title: '휴대폰', dataIndex: 'mobile', render: (v: string | null) => (v ? formatPhone(v) : '-') },
    { title: '직통', dataIndex: 'phone', responsive: ['lg'], render: (v: string | null) => (v ? formatPhone(v) : '-') },
    {
      title: '수신',
      responsive: ['md'],
      render: (_, c) => (
        <Space size={4}>
          {c.taxInvoiceYn === 'Y' && <Tag>계산서</Tag>}
          {c.marketingConsentYn === 'Y' && <Tag title={c.consentAt ? `동의 ${formatDateTime(c.consentAt)}` : undefined}>마케팅</Tag>}
        </Space>
      ),
    },
    ...(canWrite
      ? [
          {
            title: '',
            key: 'actions',
            width: 96,
            render: (_: unknown, c: Contact) => (
              <Space size={0}>
                <Button type="text" icon={<EditOutlined />} aria-label={`${c.name} 수정`} onClick={() => setEditing(c)} />
                <Popconfirm title={`${c.name} 담당자를 삭제할까요?`} okText="삭제" cancelText="취소" okButtonProps={{ danger: true }} onConfirm={() => remove(c)}>
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${c.name} 삭제`} />
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card
      size="small"
      title={`담당자 ${contacts.length}명`}
      extra={
        canWrite && (
          <Button size="small" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            담당자 추가
          </Button>
        )
      }
    >
      <Table<Contact> rowKey="id" size="small" columns={columns} dataSource={contacts} pagination={false} locale={{ emptyText: '등록된 담당자가 없습니다.' }} scroll={{ x: 'max-content' }} />
      <ContactFormModal
        customerId={customerId}
        contact={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          onChanged();
        }}
      />
    </Card>
  );
}
