import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appUser, department, userAuthority } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import { BASE, DEMO_PASSWORD, bearer } from './testApp';

export type FilePart = { field?: string; filename: string; contentType: string; bytes: Buffer };

/** A multipart/form-data body as a browser sends it. */
export function multipart(fields: Record<string, string | number>, file?: FilePart): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----dure${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'profileImage'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function sendForm(app: FastifyInstance, method: 'POST' | 'PUT', path: string, token: string, fields: Record<string, string | number>, file?: FilePart) {
  const body = multipart(fields, file);
  return app.inject({ method, url: `${BASE}${path}`, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
}

/** Smallest valid PNG (1×1) and a JPEG header followed by filler. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
export const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(200, 1)]);

let demoHash: Promise<string> | null = null;

/** A user with exactly these grants (plus nothing else), in the department with the given code. */
export async function makeUser(app: FastifyInstance, username: string, deptCode: string, grants: string[]): Promise<number> {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  const [dept] = await app.db.select({ id: department.id }).from(department).where(eq(department.code, deptCode));
  const [user] = await app.db
    .insert(appUser)
    .values({ username, passwordHash: await demoHash, name: username, email: `${username}@test.example`, deptId: dept.id, passwordChangedAt: app.clock() })
    .returning({ id: appUser.id });
  if (grants.length > 0) await app.db.insert(userAuthority).values(grants.map((authorityCode) => ({ userId: user.id, authorityCode })));
  return user.id;
}
