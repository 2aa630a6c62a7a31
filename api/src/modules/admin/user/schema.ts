import { USER_STATUSES } from '../../../db/schema';
import { Type } from 'typebox';

const Id = Type.Integer({ minimum: 1 });
const orEmpty = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Integer>>(schema: T) =>
  Type.Optional(Type.Union([schema, Type.Literal('')]));

export const IdParams = Type.Object({ id: Id });

export const ListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  sort: Type.Optional(Type.String({ maxLength: 50, description: 'name,asc (name, username, email, status, deptName, employeeNo, hireDate, jobGrade, lastLoginAt, createdAt, updatedAt)' })),
  keyword: Type.Optional(Type.String({ maxLength: 100, description: '이름, 아이디, 이메일, 사번' })),
  deptId: orEmpty(Id),
  includeSubDeptYn: Type.Optional(Type.Enum(['Y', 'N', ''])),
  statusList: Type.Optional(Type.String({ maxLength: 100, description: 'ACTIVE,LOCKED,RETIRED' })),
  authorityCode: Type.Optional(Type.String({ maxLength: 60 })),
});

export const StatusBody = Type.Object({ status: Type.Enum([...USER_STATUSES]), version: Type.Integer({ minimum: 0 }) }, { additionalProperties: false });

export const PasswordBody = Type.Object({
  currentPassword: Type.String({ minLength: 1, maxLength: 200 }),
  newPassword: Type.String({ minLength: 1, maxLength: 1000 }),
});

export const InitializeBody = Type.Object({ userId: Id });

export const CheckQuery = Type.Object({ password: Type.String({ maxLength: 1000 }) });
