import { errorMessage } from '@dure/shared';
import { isValidBusinessNumber } from '@dure/shared/format';
import { ModalForm, useOpeningState } from '@dure/shared/form';
import { TAX_INVOICE_LIMITS as LIMITS } from '@dure/shared/contracts/crm/taxInvoice';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Col, Form, Input, Row } from 'antd';
import { type CompanyProfile, taxInvoiceApi } from '../api/taxInvoiceApi';
import { companyProfileQuery } from '../api/taxInvoiceQueries';

type Values = Omit<CompanyProfile, 'id' | 'version' | 'updatedAt'>;

const EMPTY: Values = { name: '', bizNo: '', subNo: null, ceoName: '', address: '', email: '', bizType: null, bizItem: null, phone: null };

/** 공급자(회사) 정보 (TAX_INVOICE_MANAGEMENT_ADMIN): what every SALES invoice snapshots as its supplier. */
export function CompanyProfileModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const profile = useQuery({ ...companyProfileQuery(), enabled: open });
  // What a 409's reload brought in: the form restarts from it at once, before the query's answer renders.
  const [reloaded, setReloaded] = useOpeningState<CompanyProfile | null>(open, null);
  const current = reloaded ?? profile.data ?? null;

  async function save(values: Values) {
    return taxInvoiceApi.saveProfile({ ...values, version: current?.version });
  }

  return (
    <ModalForm<Values, CompanyProfile>
      open={open}
      title="공급자(회사) 정보"
      width={720}
      ready={profile.isSuccess}
      initialValues={current ?? EMPTY}
      save={save}
      onSaved={(saved) => {
        queryClient.setQueryData(companyProfileQuery().queryKey, saved);
        message.success('공급자 정보를 저장했습니다. 이후 작성하는 매출 세금계산서에 적용됩니다.');
        onClose();
      }}
      onReload={async () => {
        const { data } = await profile.refetch({ throwOnError: true });
        setReloaded(data ?? null);
      }}
      onClose={onClose}
      banner={profile.isError && <Alert type="error" showIcon role="alert" message={`공급자 정보를 불러오지 못했습니다: ${errorMessage(profile.error)}`} style={{ marginBottom: 16 }} />}
    >
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
    </ModalForm>
  );
}
