import { Type } from 'typebox';

const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.Integer({ minimum: 1 });
const Version = Type.Integer({ minimum: 0 });
// Loose caps only: the service answers the precise Korean messages.
const Text = (maxLength: number) => Type.String({ maxLength });
const OptText = (maxLength: number) => Type.Optional(nullable(Text(maxLength)));
const OptNumber = Type.Optional(nullable(Type.Number()));

export const IdParams = Type.Object({ id: Id });
export const VersionQuery = Type.Object({ version: Version });
export const PickerQuery = Type.Object({ keyword: Type.Optional(Text(100)) });
export const PageQuery = Type.Object({ page: Type.Optional(Type.Integer({ minimum: 0 })), size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) });

export const ListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  sort: Type.Optional(Text(50)),
  keyword: Type.Optional(Text(100)),
  priorityList: Type.Optional(Text(100)),
  level: Type.Optional(Text(10)),
  activeYn: Type.Optional(Text(1)),
  parentId: Type.Optional(Id),
  ownerUserId: Type.Optional(Id),
  exportYn: Type.Optional(Type.String({ maxLength: 1, description: 'Y: .xlsx 내보내기용, size 10,000까지' })),
});

export const SegmentBody = Type.Object({
  code: Type.Optional(Text(40)),
  name: Type.Optional(Text(200)),
  parentId: Type.Optional(nullable(Id)),
  description: OptText(1_000_000),
  tam: OptNumber,
  sam: OptNumber,
  som: OptNumber,
  growthRatePct: OptNumber,
  priority: OptText(20),
  activeYn: OptText(1),
  ownerUserId: Type.Optional(nullable(Id)),
  ownerDeptId: Type.Optional(nullable(Id)),
  version: Type.Optional(Version),
});
