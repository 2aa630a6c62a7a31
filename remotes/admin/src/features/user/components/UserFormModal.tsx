import { DateField, FieldGrid, ModalForm, useOpeningState, type RecordFormProps } from '@dure/shared/form';
import { App, Divider, Form, Input, Select, Switch, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DepartmentSelect } from '@dure/shared/records';
import { EMPLOYMENT_TYPES, type EmploymentType, JOB_GRADES, POSITIONS, type User, type UserFields, userApi } from '../api/userApi';
import { useUserPhoto } from '../api/useUserPhoto';
import { PhotoPicker } from './PhotoPicker';
import { USERNAME_PATTERN, USER_LIMITS } from '@dure/shared/contracts/admin/user';
import { emailRule, mobileRule } from './rules';

type Values = Omit<UserFields, 'hireDate' | 'resignDate' | 'contractEndDate' | 'birthDate' | 'ceoYn'> & {
  hireDate?: Dayjs | null;
  resignDate?: Dayjs | null;
  contractEndDate?: Dayjs | null;
  birthDate?: Dayjs | null;
  ceo?: boolean;
};

const DATE_FIELDS = ['hireDate', 'resignDate', 'contractEndDate', 'birthDate'] as const;

function toValues(user: User | null): Values {
  if (!user) return { employmentType: 'REGULAR', jobGrade: 'STAFF', position: 'MEMBER', ceo: false, extraDeptIds: [] };
  const out: Values = {
    name: user.name,
    email: user.email,
    mobile: user.mobile ?? undefined,
    deptId: user.deptId ?? undefined,
    extraDeptIds: user.extraDeptIds,
    ceo: user.ceoYn === 'Y',
    employeeNo: user.employeeNo ?? undefined,
    jobGrade: user.jobGrade ?? undefined,
    position: user.position ?? undefined,
    employmentType: user.employmentType ?? undefined,
    workLocation: user.workLocation ?? undefined,
  };
  for (const f of DATE_FIELDS) out[f] = user[f] ? dayjs(user[f]) : null;
  return out;
}

function toFields(values: Values, creating: boolean): UserFields {
  const { ceo, ...rest } = values;
  const out: Record<string, unknown> = { ...rest, ceoYn: ceo ? 'Y' : 'N' };
  for (const f of DATE_FIELDS) out[f] = values[f] ? values[f]!.format('YYYY-MM-DD') : '';
  if (creating && !values.password) delete out.password;
  if (!creating) delete out.username;
  for (const k of ['mobile', 'workLocation', 'employeeNo']) if (out[k] === undefined) out[k] = '';
  return out as UserFields;
}

type Props = RecordFormProps<User, unknown> & { user?: User | null };

/** Create (`POST /api/user/info`) or edit (`PUT /api/user/info`) a user and HR record, with a profile photo. */
export function UserFormModal({ open, user = null, onClose, onSaved, onReload }: Props) {
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const creating = user === null;
  const employmentType = Form.useWatch('employmentType', form) as EmploymentType | undefined;
  const currentPhoto = useUserPhoto(user?.id ?? 0, user?.hasPhotoYn === 'Y', user?.version ?? 0);
  const [photo, setPhoto] = useOpeningState<File | null>(open, null);
  const [removePhoto, setRemovePhoto] = useOpeningState(open, false);
  const [photoProblem, setPhotoProblem] = useOpeningState<string | null>(open, null);

  async function save(values: Values): Promise<User> {
    const fields = toFields(values, creating);
    if (!creating) {
      const saved = await userApi.update(user.id, user.version, fields, photo, removePhoto);
      message.success('저장했습니다.');
      return saved;
    }
    const answer = await userApi.create(fields, photo);
    if (answer.temporaryPassword) {
      modal.success({
        title: '사용자를 등록했습니다',
        content: (
          <>
            <Typography.Paragraph>첫 로그인 때 사용할 임시 비밀번호입니다. 이 창을 닫으면 다시 볼 수 없습니다.</Typography.Paragraph>
            <Typography.Paragraph copyable={{ text: answer.temporaryPassword }} code data-testid="temporary-password">
              {answer.temporaryPassword}
            </Typography.Paragraph>
          </>
        ),
        okText: '확인',
      });
    } else message.success('사용자를 등록했습니다.');
    return answer.result;
  }

  return (
    <ModalForm<Values, User>
      title={creating ? '사용자 등록' : `${user.name} 정보 수정`}
      open={open}
      form={form}
      initialValues={toValues(user)}
      save={save}
      onSaved={onSaved}
      onClose={onClose}
      onReload={onReload}
      submitText={creating ? '등록' : '저장'}
      width={720}
      dirty={photo !== null || removePhoto}
      formProps={{ requiredMark: 'optional', autoComplete: 'off' }}
    >
      <Form.Item label="프로필 사진" validateStatus={photoProblem ? 'error' : undefined} help={photoProblem}>
        <PhotoPicker
          currentUrl={currentPhoto}
          file={photo}
          removed={removePhoto}
          onPick={(f) => {
            setPhoto(f);
            setPhotoProblem(null);
          }}
          onRemove={() => setRemovePhoto(true)}
          onProblem={setPhotoProblem}
        />
      </Form.Item>
      <FieldGrid columns={2}>
        <Form.Item
          name="username"
          label="아이디"
          hidden={!creating}
          rules={
            creating
              ? [
                  { required: true, message: '아이디를 입력해 주세요.' },
                  { pattern: USERNAME_PATTERN, message: '아이디는 영문 소문자·숫자·.·_·- 4~50자입니다.' },
                ]
              : []
          }
        >
          <Input autoComplete="off" />
        </Form.Item>
        {creating && (
          <Form.Item name="password" label="초기 비밀번호" extra="비워 두면 임시 비밀번호를 발급하고, 첫 로그인 때 변경하게 합니다.">
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        )}
        <Form.Item name="name" label="이름" rules={[{ required: true, whitespace: true, message: '이름을 입력해 주세요.' }, { max: USER_LIMITS.name, message: `이름은 ${USER_LIMITS.name}자 이하입니다.` }]}>
          <Input />
        </Form.Item>
        <Form.Item name="email" label="이메일" rules={[{ required: true, message: '이메일을 입력해 주세요.' }, emailRule]}>
          <Input type="email" />
        </Form.Item>
        <Form.Item name="mobile" label="휴대폰" rules={[mobileRule]} normalize={(v: string) => v?.replace(/\D/g, '')}>
          <Input inputMode="numeric" placeholder="01012345678" />
        </Form.Item>
        <Form.Item name="deptId" label="소속부서" rules={[{ required: true, message: '소속부서를 선택해 주세요.' }]}>
          <DepartmentSelect aria-label="소속부서" />
        </Form.Item>
        <Form.Item name="extraDeptIds" label="겸직부서">
          <DepartmentSelect multiple aria-label="겸직부서" placeholder="없음" />
        </Form.Item>
        <Form.Item name="ceo" label="대표이사 여부" valuePropName="checked">
          <Switch checkedChildren="대표" unCheckedChildren="아님" />
        </Form.Item>
      </FieldGrid>
      <Divider orientation="left" plain>
        인사 정보
      </Divider>
      <FieldGrid columns={3}>
        <Form.Item name="employeeNo" label="사번" rules={[{ required: true, message: '사번을 입력해 주세요.' }, { max: USER_LIMITS.employeeNo, message: `사번은 ${USER_LIMITS.employeeNo}자 이하입니다.` }]}>
          <Input />
        </Form.Item>
        <DateField name="hireDate" label="입사일" requiredMessage="입사일을 입력해 주세요." />
        <DateField name="resignDate" label="퇴사일" notBefore={{ field: 'hireDate', message: '퇴사일은 입사일 이후여야 합니다.' }} />
        <Form.Item name="jobGrade" label="직급" rules={[{ required: true, message: '직급을 선택해 주세요.' }]}>
          <Select options={Object.entries(JOB_GRADES).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        <Form.Item name="position" label="직책">
          <Select allowClear options={Object.entries(POSITIONS).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        <Form.Item name="employmentType" label="고용형태" rules={[{ required: true, message: '고용형태를 선택해 주세요.' }]}>
          <Select options={Object.entries(EMPLOYMENT_TYPES).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        {employmentType === 'CONTRACT' && (
          <DateField name="contractEndDate" label="계약만료일" requiredMessage="계약직은 계약만료일이 필요합니다." />
        )}
        <DateField name="birthDate" label="생년월일" />
        <Form.Item name="workLocation" label="근무지" rules={[{ max: USER_LIMITS.workLocation, message: `근무지는 ${USER_LIMITS.workLocation}자 이하입니다.` }]}>
          <Input />
        </Form.Item>
      </FieldGrid>
    </ModalForm>
  );
}
