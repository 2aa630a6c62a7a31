import { type Static, Type } from 'typebox';
import { DateTime, Id, Nullable, OrEmpty, Text, Yn, labelled } from '../common';

/** In-app notifications, push registration and the live stream (SPEC §4, §5, §7; DOMAIN §9 Notification). */

export const NOTIFICATION_CATEGORY = labelled(
  { SYSTEM: '시스템', CRM: 'CRM', OKR: 'OKR', COST: '원가', MES: '생산', EVALUATION: '평가', COLLAB: '협업' },
  '알림 분류',
);
export type NotificationCategory = (typeof NOTIFICATION_CATEGORY.codes)[number];

export const Notification = Type.Object({
  id: Id,
  userId: Id,
  created: DateTime,
  confirmYn: Yn,
  confirmedAt: Nullable(DateTime),
  category: NOTIFICATION_CATEGORY.schema,
  type: Type.String(),
  title: Type.String(),
  body: Type.String(),
  contentLocation: Nullable(Type.String({ description: '열 화면의 경로' })),
  contentLink: Nullable(Type.String()),
  targetType: Nullable(Type.String()),
  targetId: Nullable(Id),
  actorId: Nullable(Id),
});
export type Notification = Static<typeof Notification>;

/** `userId` may accompany every call (SPEC §7); when given it must be the signed-in user. */
export const NotificationUserQuery = Type.Object({ userId: Type.Optional(Id) });
export const NotificationUserBody = Type.Union([Type.Object({ userId: Type.Optional(Nullable(Id)) }), Type.Null()]);

export const NotificationListQuery = Type.Object({
  userId: Type.Optional(Id),
  keyword: Type.Optional(Text(100)),
  confirmYn: OrEmpty(Yn),
  category: OrEmpty(NOTIFICATION_CATEGORY.schema),
  typeList: Type.Optional(Text(1000, { description: '쉼표로 구분한 유형 목록; CONFIRM 유형은 항상 포함' })),
});
export type NotificationListQuery = Static<typeof NotificationListQuery>;

export const NotificationParams = Type.Object({ id: Id });
export const NotificationDeleteParams = Type.Object({ notificationId: Id });

export const PushTokenBody = Type.Object({
  token: Text(512, { minLength: 1 }),
  userAgent: Type.Optional(Nullable(Text(1000, { description: '300자까지 저장' }))),
});
export type PushTokenBody = Static<typeof PushTokenBody>;

export const NotificationStreamQuery = Type.Object({ access_token: Type.Optional(Text(200)) });

export const UnreadCount = Type.Object({ count: Type.Integer({ minimum: 0 }) });
export type UnreadCount = Static<typeof UnreadCount>;
export const ConfirmedAll = Type.Object({ updated: Type.Integer({ minimum: 0 }) });
export type ConfirmedAll = Static<typeof ConfirmedAll>;
