import { type Static, Type } from 'typebox';
import { DateTime, Id, Nullable, labelled } from '../common';
import { RecordPageQuery } from './record';

/** The activity feed of a record and of the records a user follows (DOMAIN §9 Activity). */

export const ACTIVITY_VERB = labelled(
  { CREATED: '등록', UPDATED: '수정', STATE_CHANGED: '상태 변경', COMMENTED: '댓글', ATTACHED: '첨부', SHARED: '공유', MERGED: '병합' },
  '활동 종류',
);
export type ActivityVerb = (typeof ACTIVITY_VERB.codes)[number];

export const Activity = Type.Object({
  id: Id,
  verb: ACTIVITY_VERB.schema,
  verbLabel: Type.String(),
  actorId: Nullable(Id),
  actorName: Nullable(Type.String()),
  summary: Type.String(),
  at: DateTime,
});
export type Activity = Static<typeof Activity>;

/** An activity on some record the user follows, with what the record is. */
export const MyActivity = Type.Object({
  ...Activity.properties,
  targetType: Type.String(),
  targetId: Id,
  targetLabel: Type.String(),
  targetTitle: Nullable(Type.String()),
});
export type MyActivity = Static<typeof MyActivity>;

export const MyActivityQuery = Type.Object({ size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) });
export const ActivityQuery = Type.Object(RecordPageQuery);
