import { errorFields, errorMessage } from '@dure/shared';
import { isValidBusinessNumber } from '@dure/shared/format';
import { TAX_INVOICE_LIMITS as LIMITS } from '@dure/shared/contracts/crm/taxInvoice';
import { Alert, App, Col, Form, Input, Modal, Row, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { type CompanyProfile, taxInvoiceApi } from '../api/taxInvoiceApi';

type Values = Omit<CompanyProfile, 'id' | 'version'>;

/** 공급자(회사) 정보 (TAX_INVOICE_MANAGEMENT_ADMIN): what every SALES invoice snapshots as its supplier. */
export function CompanyProfileModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [profile, setProfile] = useState<CompanyProfile | null | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { message } = App.useApp();

  useEffect(() => {
    if (!open) return;
    setProblem(null);
    setProfile(undefined);
    taxInvoiceApi.profile().then(
      (p) => {
        setProfile(p);
        form.setFieldsValue(p ?? { name: '', bizNo: '', ceoName: '', address: '', email: '', bizType: null, bizItem: null, phone: null });
      },
      (e) => setProblem(errorMessage(e)),
    );
  }, [open, form]);

  async function save() {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const saved = await taxInvoiceApi.saveProfile({ ...values, version: profile?.version });
      setProfile(saved);
      message.success('공급자 정보를 저장했습니다. 이후 작성하는 매출 세금계산서에 적용됩니다.');
      onClose();
    } catch (e) {
      form.setFields(Object.entries(errorFields(e)).map(([name, error]) => ({ name: name as keyof Values, errors: [error] })));
      setProblem(errorMessage(e));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal open={open} title="공급자(회사) 정보" okText="저장" cancelText="닫기" width={720} confirmLoading={saving} onOk={() => void save()} onCancel={onClose} okButtonProps={{ disabled: profile === undefined }}>
      {profile === undefined && !problem ? (
        <Skeleton active />
      ) : (
        <Form form={form} layout="vertical">
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="bizNo" label="사업자등록번호" rules={[{ required: true, message: '사업자등록번호를 입력해 주세요.' }, { validator: (_, v?: string) => (!v || isValidBusinessNumber(v) ? Promise.resolve() : Promise.reject(new Error('사업자등록번호가 올바르지 않습니다.'))) }]}>
                <Input maxLength={LIMITS.bizNo} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}><Form.Item name="name" label="상호" rules={[{ required: true, message: '상호를 입력해 주세요.' }]}><Input maxLength={LIMITS.name} /></Form.Item></Col>
            <Col xs={24} md={12}><Form.Item name="ceoName" label="대표자 성명" rules={[{ required: true, message: '대표자 성명을 입력해 주세요.' }]}><Input maxLength={LIMITS.ceoName} /></Form.Item></Col>
            <Col xs={24} md={12}><Form.Item name="email" label="이메일" rules={[{ required: true, message: '이메일을 입력해 주세요.' }, { type: 'email', message: '이메일 형식이 올바르지 않습니다.' }]}><Input maxLength={LIMITS.email} /></Form.Item></Col>
            <Col xs={24}><Form.Item name="address" label="사업장 주소" rules={[{ required: true, message: '사업장 주소를 입력해 주세요.' }]}><Input maxLength={LIMITS.address} /></Form.Item></Col>
            <Col xs={24} md={8}><Form.Item name="bizType" label="업태"><Input maxLength={LIMITS.bizType} /></Form.Item></Col>
            <Col xs={24} md={8}><Form.Item name="bizItem" label="종목"><Input maxLength={LIMITS.bizItem} /></Form.Item></Col>
            <Col xs={24} md={8}><Form.Item name="phone" label="전화"><Input maxLength={LIMITS.phone} /></Form.Item></Col>
          </Row>
        </Form>
      )}
      {problem && <Alert type="error" showIcon message={problem} />}
    </Modal>
  );
}
