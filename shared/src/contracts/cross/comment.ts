import { type Static, Type } from 'typebox';
import { DateTime, Id, Nullable, Version, Yn } from '../common';

/** Comments with one level of replies and @mentions on any record (DOMAIN §9 Comment). */

/** The raw HTML a client may send; the server sanitises it and checks the visible text's length with its own message. */
const RichText = Type.String({ maxLength: 100_000, description: 'HTML (Quill 2); 서버에서 허용 목록으로 정제됩니다' });

const fields = {
  id: Id,
  parentId: Nullable(Id),
  body: Type.String({ description: '정제된 HTML; 삭제된 댓글은 "삭제된 댓글입니다."' }),
  authorId: Nullable(Id),
  authorName: Nullable(Type.String()),
  mentions: Type.Array(Type.Object({ id: Id, name: Type.String() })),
  editedYn: Yn,
  deletedYn: Yn,
  editableYn: Yn,
  deletableYn: Yn,
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Version,
};
const Reply = Type.Object({ ...fields, replies: Type.Array(Type.Unknown(), { maxItems: 0, description: '답글에는 답글이 없습니다' }) });
export const Comment = Type.Object({ ...fields, replies: Type.Array(Reply) });
/** A comment with its replies, one level deep (a reply's `replies` is empty). */
export type Comment = Omit<Static<typeof Reply>, 'replies'> & { replies: Comment[] };

export const CommentCreateBody = Type.Object({ body: RichText, parentId: Type.Optional(Nullable(Id)) });
export type CommentCreateBody = Static<typeof CommentCreateBody>;
export const CommentUpdateBody = Type.Object({ body: RichText, version: Version });
export type CommentUpdateBody = Static<typeof CommentUpdateBody>;
export const CommentParams = Type.Object({ commentId: Id });
