import { type Static, type TSchema, Type } from 'typebox';
import { NOTIFICATION_CATEGORIES } from '../../../db/schema';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.Integer({ minimum: 1 });
const Category = Type.Enum([...NOTIFICATION_CATEGORIES]);
const Yn = Type.Enum(['Y', 'N']);
/** The client sends absent filters as nothing; an empty value is treated the same. */
const orEmpty = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Literal('')]));

export const NotificationSchema = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  created: Type.String({ description: 'ISO-8601 +09:00' }),
  confirmYn: Yn,
  confirmedAt: nullable(Type.String()),
  category: Category,
  type: Type.String(),
  title: Type.String(),
  body: Type.String(),
  contentLocation: nullable(Type.String()),
  contentLink: nullable(Type.String()),
  targetType: nullable(Type.String()),
  targetId: nullable(Type.Integer()),
  actorId: nullable(Type.Integer()),
});
export type NotificationView = Static<typeof NotificationSchema>;

/** `userId` may accompany every call (SPEC §7); when given it must be the signed-in user. */
export const UserQuery = Type.Object({ userId: Type.Optional(Id) });
export const UserBody = Type.Union([Type.Object({ userId: Type.Optional(nullable(Id)) }), Type.Null()]);

export const ListQuery = Type.Object({
  userId: Type.Optional(Id),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  confirmYn: orEmpty(Yn),
  category: orEmpty(Category),
  typeList: Type.Optional(Type.String({ maxLength: 1000, description: '쉼표로 구분한 유형 목록; CONFIRM 유형은 항상 포함' })),
});
export type ListFilter = Static<typeof ListQuery>;

export const IdParams = Type.Object({ id: Id });
export const NotificationIdParams = Type.Object({ notificationId: Id });

export const TokenBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 512 }),
  userAgent: Type.Optional(nullable(Type.String({ maxLength: 1000 }))),
});
export type TokenInput = Static<typeof TokenBody>;

export const StreamQuery = Type.Object({ access_token: Type.Optional(Type.String({ maxLength: 200 })) });

export const One = Type.Object({ result: NotificationSchema });
export const Many = Type.Object({ result: Type.Array(NotificationSchema) });
export const Updated = Type.Object({ result: Type.Object({ updated: Type.Integer() }) });
export const Count = Type.Object({ result: Type.Object({ count: Type.Integer() }) });
export const Done = Type.Object({ result: Type.Boolean() });
