import type { Comment, CommentCreateBody, CommentUpdateBody } from '../../contracts/cross/comment';
import { http } from '../../http/client';
import { type RecordRef, recordPath, result } from './result';

export type { Comment } from '../../contracts/cross/comment';

/** GET /api/comment/{type}/{id} */
export function fetchComments(ref: RecordRef): Promise<Comment[]> {
  return result(http.get(`api/comment/${recordPath(ref)}`));
}

/** POST /api/comment/{type}/{id} */
export function createComment(ref: RecordRef, input: CommentCreateBody): Promise<Comment> {
  return result(http.post(`api/comment/${recordPath(ref)}`, { json: input }));
}

/** PUT /api/comment/{commentId} */
export function updateComment(commentId: number, input: CommentUpdateBody): Promise<Comment> {
  return result(http.put(`api/comment/${commentId}`, { json: input }));
}

/** DELETE /api/comment/{commentId} */
export async function deleteComment(commentId: number): Promise<void> {
  await http.delete(`api/comment/${commentId}`);
}
