import { Type } from 'typebox';
import { CodeList, DateTime, Id, IdParams, ListQuery, Nullable, OptText, type Static, Text, Version, labelled } from '../common';

/** MBO 시트 (DOMAIN §5 MBO, /mbo): a personal KPI sheet per user × year × half, agreed and evaluated by the leader. */

export const MBO_HALF = labelled({ H1: '상반기', H2: '하반기', ANNUAL: '연간' }, '기간');
export type MboHalf = (typeof MBO_HALF.codes)[number];

export const MBO_STATUS = labelled(
  { DRAFT: '작성 중', SUBMITTED: '합의 요청', AGREED: '합의 완료', SELF_ASSESSED: '자기평가 완료', EVALUATED: '평가 완료', CLOSED: '마감' },
  '상태',
);
export type MboStatus = (typeof MBO_STATUS.codes)[number];

export const MBO_CATEGORY = labelled({ PERFORMANCE: '성과', CAPABILITY: '역량' }, '구분');
export type MboCategory = (typeof MBO_CATEGORY.codes)[number];

export const MBO_DIFFICULTY = labelled({ LOW: '하 (×0.9)', MID: '중 (×1.0)', HIGH: '상 (×1.1)' }, '난이도');
export type MboDifficulty = (typeof MBO_DIFFICULTY.codes)[number];

/** State actions: who may take each is decided by the server (owner, approver, HR). */
export const MBO_ACTION = labelled(
  { SUBMIT: '합의 요청', AGREE: '합의', RETURN: '반려', SELF_ASSESS: '자기평가 제출', EVALUATE: '평가 확정', CLOSE: '마감' },
  '처리',
);
export type MboAction = (typeof MBO_ACTION.codes)[number];

/** Weight in percent: 5–100 in steps of 5; the items of a submitted sheet add up to 100. Scores 1.0–5.0 in steps of 0.5. */
export const MBO_LIMITS = { title: 200, kpi: 500, target: 500, result: 4000, reason: 1000, items: 30, weightStep: 5, scoreStep: 0.5, minScore: 1, maxScore: 5 } as const;

export const MboParams = IdParams;

export const MboListQuery = ListQuery({
  year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })),
  half: Type.Optional(Type.Union([MBO_HALF.schema, Type.Literal('')])),
  statusList: Type.Optional(CodeList(200)),
  /** MINE = my own sheets; MEMBERS = sheets I approve or of my departments' members. */
  scope: Type.Optional(Type.Union([Type.Literal('MINE'), Type.Literal('MEMBERS'), Type.Literal('')])),
});
export type MboListQuery = Static<typeof MboListQuery>;

export const MboCreateBody = Type.Object({
  year: Type.Integer({ minimum: 2000, maximum: 2100 }),
  half: MBO_HALF.schema,
});
export type MboCreateBody = Static<typeof MboCreateBody>;

// Weights, scores and required texts are checked by the service, with Korean messages per field.
export const MboItemInput = Type.Object({
  id: Type.Optional(Nullable(Id)),
  category: Text(20),
  title: Text(MBO_LIMITS.title),
  kpi: OptText(MBO_LIMITS.kpi),
  target: OptText(MBO_LIMITS.target),
  weightPct: Type.Number(),
  difficulty: Text(10),
  linkedGoalId: Type.Optional(Nullable(Id)),
});
export type MboItemInput = Static<typeof MboItemInput>;

export const MboItemsBody = Type.Object({ version: Version, items: Type.Array(MboItemInput, { maxItems: MBO_LIMITS.items }) });
export type MboItemsBody = Static<typeof MboItemsBody>;

/** The owner's result and self score (AGREED), or the approver's evaluator score (SELF_ASSESSED), per item. */
export const MboScoreInput = Type.Object({
  id: Id,
  result: OptText(MBO_LIMITS.result),
  selfScore: Type.Optional(Nullable(Type.Number())),
  evaluatorScore: Type.Optional(Nullable(Type.Number())),
});
export type MboScoreInput = Static<typeof MboScoreInput>;

export const MboScoresBody = Type.Object({ version: Version, items: Type.Array(MboScoreInput, { maxItems: MBO_LIMITS.items }) });
export type MboScoresBody = Static<typeof MboScoresBody>;

export const MboActionBody = Type.Object({ action: MBO_ACTION.schema, version: Version, reason: OptText(MBO_LIMITS.reason) });
export type MboActionBody = Static<typeof MboActionBody>;

const OptName = Nullable(Type.String());

/** A sheet as the list answers it, with its ∑ weight total and scores. */
export const MboSheet = Type.Object({
  id: Id,
  userId: Id,
  userName: OptName,
  deptName: OptName,
  year: Type.Integer(),
  half: MBO_HALF.schema,
  status: MBO_STATUS.schema,
  approverId: Nullable(Id),
  approverName: OptName,
  itemCount: Type.Integer({ minimum: 0 }),
  weightTotal: Type.Integer({ minimum: 0 }),
  /** ∑ min(5, Σ evaluatorScore × difficulty × weight ÷ 100); null until an item has an evaluator score. */
  score: Nullable(Type.Number()),
  /** The same formula on the self scores. */
  selfScore: Nullable(Type.Number()),
  updatedAt: DateTime,
  version: Version,
});
export type MboSheet = Static<typeof MboSheet>;

export const MboItem = Type.Object({
  id: Id,
  seq: Type.Integer(),
  category: MBO_CATEGORY.schema,
  title: Type.String(),
  kpi: OptName,
  target: OptName,
  weightPct: Type.Integer(),
  difficulty: MBO_DIFFICULTY.schema,
  linkedGoalId: Nullable(Id),
  /** The linked goal's title (null when none or no longer there). */
  linkedGoalTitle: OptName,
  result: OptName,
  selfScore: Nullable(Type.Number()),
  evaluatorScore: Nullable(Type.Number()),
});
export type MboItem = Static<typeof MboItem>;

export const MboSheetDetail = Type.Object({
  ...MboSheet.properties,
  returnReason: OptName,
  submittedAt: Nullable(DateTime),
  agreedAt: Nullable(DateTime),
  evaluatedAt: Nullable(DateTime),
  closedAt: Nullable(DateTime),
  items: Type.Array(MboItem),
  /** What the caller may do now: edit items (owner, DRAFT), write self scores (owner, AGREED), evaluator scores (approver, SELF_ASSESSED), and the state actions. */
  canEditItems: Type.Boolean(),
  canSelfScore: Type.Boolean(),
  canEvaluate: Type.Boolean(),
  actions: Type.Array(MBO_ACTION.schema),
});
export type MboSheetDetail = Static<typeof MboSheetDetail>;
