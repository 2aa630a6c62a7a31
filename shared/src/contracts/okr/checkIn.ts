import { Type } from 'typebox';
import { DateTime, Id, Nullable, OptText, type Static, Text, Version } from '../common';

/** 체크인 (DOMAIN §5 CheckIn). */

export const CHECKIN_LIMITS = { comment: 2000, blockers: 2000 } as const;

export const CheckInParams = Type.Object({ id: Id });
export const KrCheckInParams = Type.Object({ id: Id, checkInId: Id });

export const CheckInBody = Type.Object({
  /** Today when absent; not in the future, inside the period. */
  checkInDate: Type.Optional(Text(10)),
  /** NUMBER / PERCENT / CURRENCY. */
  value: Type.Optional(Nullable(Type.Number())),
  /** MILESTONE: ids of the milestones done. */
  doneMilestoneIds: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 30 })),
  confidence: Type.Integer({ minimum: -100, maximum: 100 }),
  comment: OptText(CHECKIN_LIMITS.comment),
  blockers: OptText(CHECKIN_LIMITS.blockers),
  version: Type.Optional(Version),
});
export type CheckInBody = Static<typeof CheckInBody>;

export const CheckIn = Type.Object({
  id: Id,
  krId: Id,
  checkInDate: Type.String(),
  isoWeek: Type.String(),
  value: Nullable(Type.Number()),
  doneMilestoneIds: Type.Array(Type.String()),
  confidence: Type.Integer(),
  comment: Nullable(Type.String()),
  blockers: Nullable(Type.String()),
  /** ∑ the key result's progress right after this check-in. */
  progressSnapshot: Type.Number(),
  /** Y for the latest check-in of its ISO week: the one the chart and progress count. */
  countedYn: Type.Enum(['Y', 'N']),
  /** Y once 7 days have passed (or the period is closed): no more edits. */
  lockedYn: Type.Enum(['Y', 'N']),
  createdBy: Nullable(Id),
  createdByName: Nullable(Type.String()),
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Version,
});
export type CheckIn = Static<typeof CheckIn>;
