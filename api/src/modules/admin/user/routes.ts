import { read, write } from '@dure/shared/access';
import { IdParams, Ok, PageOf, Result } from '@dure/shared/contracts';
import {
  PasswordBody,
  PasswordCheck,
  PasswordCheckBody,
  PasswordInitializeBody,
  SessionsRevoked,
  TemporaryPassword,
  User,
  UserCreated,
  UserListQuery,
  UserStatusBody,
} from '@dure/shared/contracts/admin/user';
import { API_MESSAGES } from '@dure/shared/messages';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../../lib/actor';
import { binary } from '../../../lib/binary';
import { notFound } from '../../../lib/httpErrors';
import { changeOwnPassword, changeStatus, checkPassword, initializePassword, revokeOthers } from './account';
import { userExportRoutes } from './exportRoute';
import { readUserForm } from './form';
import { PHOTO_MIME_TYPES } from '../../cross/file/sniff';
import { loadPhoto } from './photo';
import { type WriteContext, createUser, getUser, listUsers, updateUser } from './service';

const READ = { roles: [read('USER_HR')] };
const WRITE = { roles: [write('USER_HR')] };
const SIGNED_IN = { access: 'authenticated' as const };
const tags = ['user'];
const MULTIPART = 'multipart/form-data: 필드 + 파일 profileImage (JPG/PNG, 5MB 이하). JSON 객체도 허용 (사진 제외).';

/** Users and their HR info (DOMAIN §3 User, §8 UserHr; SPEC §7 /api/user/info…). */
export async function userRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const caller = (request: FastifyRequest) => request.auth!;
  const context = (request: FastifyRequest): WriteContext => ({ db: app.db, files: app.files, actor: actorOf(request), caller: caller(request) });

  app.get(
    '/api/user/info',
    { config: READ, schema: { tags, summary: '사용자 목록 (부서 범위)', querystring: UserListQuery, response: { 200: Result(PageOf(User)) } } },
    async (request) => ({ result: await listUsers(app.db, caller(request), request.query, app.clock()) }),
  );
  userExportRoutes(base);

  // POST so the candidate never travels in a URL (logs, proxies, browser history).
  app.post(
    '/api/user/info/password/check',
    { config: SIGNED_IN, schema: { tags, summary: '비밀번호 정책 확인 (본인)', body: PasswordCheckBody, response: { 200: Result(PasswordCheck) } } },
    async (request) => ({ result: await checkPassword(app.db, caller(request).userId, request.body.password) }),
  );

  app.get(
    '/api/user/info/:id',
    { config: READ, schema: { tags, summary: '사용자 상세', params: IdParams, response: { 200: Result(User) } } },
    async (request) => ({ result: await getUser(app.db, caller(request), request.params.id, app.clock()) }),
  );

  app.get(
    '/api/user/info/:id/photo',
    { config: SIGNED_IN, schema: { tags, summary: '프로필 사진', params: IdParams, response: { 200: binary(...PHOTO_MIME_TYPES) } } },
    async (request, reply) => {
      const photo = await loadPhoto(app.db, app.files, request.params.id);
      if (!photo) throw notFound(API_MESSAGES.photoNotFound);
      return reply
        .type(photo.mimeType)
        .header('Cache-Control', 'private, max-age=300')
        .header('X-Content-Type-Options', 'nosniff')
        .send(photo.bytes);
    },
  );

  app.post(
    '/api/user/info',
    { config: WRITE, schema: { tags, summary: '사용자 등록', description: MULTIPART, response: { 201: UserCreated } } },
    async (request, reply) => reply.code(201).send(await createUser(context(request), await readUserForm(request))),
  );

  app.put(
    '/api/user/info',
    { config: SIGNED_IN, schema: { tags, summary: '사용자 수정 (본인은 이름·이메일·휴대폰·사진만)', description: MULTIPART, response: { 200: Result(User) } } },
    async (request) => ({ result: await updateUser(context(request), await readUserForm(request)) }),
  );

  app.put(
    '/api/user/info/:id/status',
    { config: WRITE, schema: { tags, summary: '계정 상태 변경 (잠금·퇴사·해제)', params: IdParams, body: UserStatusBody, response: { 200: Result(User) } } },
    async (request) => {
      const { db, actor } = context(request);
      await changeStatus(db, actor, caller(request), request.params.id, request.body);
      return { result: await getUser(db, caller(request), request.params.id, actor.now) };
    },
  );

  app.put(
    '/api/user/info/password',
    { config: SIGNED_IN, schema: { tags, summary: '비밀번호 변경 (본인)', body: PasswordBody, response: { 200: Ok } } },
    async (request) => {
      await changeOwnPassword(app.db, actorOf(request), caller(request), request.body, {
        limits: app.config.loginLimits,
        lockFailures: app.config.accountLockFailures,
      });
      return { result: true as const };
    },
  );

  app.put(
    '/api/user/info/password/initialize',
    { config: WRITE, schema: { tags, summary: '비밀번호 초기화 (임시 비밀번호 발급)', body: PasswordInitializeBody, response: { 200: Result(TemporaryPassword) } } },
    async (request) => ({
      result: { temporaryPassword: await initializePassword(app.db, actorOf(request), caller(request), request.body.userId) },
    }),
  );

  app.post(
    '/api/user/info/sessions/revoke-others',
    { config: SIGNED_IN, schema: { tags, summary: '다른 기기 로그아웃', response: { 200: Result(SessionsRevoked) } } },
    async (request) => ({ result: { revoked: await revokeOthers(app.db, actorOf(request), caller(request).userId, caller(request).familyId) } }),
  );
}
