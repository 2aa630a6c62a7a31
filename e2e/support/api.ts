import type { APIRequestContext } from '@playwright/test';
import { API_URL, DEMO_PASSWORD } from './env';

const CLIENT = `Basic ${Buffer.from('dure-web:dure-web-secret').toString('base64')}`;

/** An access token for a user, straight from the api (to set up data a test is not about). */
export async function apiToken(request: APIRequestContext, username: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await request.post(`${API_URL}/oauth/token`, {
    headers: { Authorization: CLIENT },
    form: { username, password, grant_type: 'password', scope: 'read_profile' },
  });
  if (!response.ok()) throw new Error(`sign-in of ${username} failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A unique lower-case login id for this run. */
export const uniqueUsername = (prefix: string) => `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Creates an active user with a known password through `POST /api/user/info` (multipart); a 사원 hired on 2026-11-02 unless `hr` says otherwise. */
export async function createUser(
  request: APIRequestContext,
  token: string,
  username: string,
  password: string,
  deptId: number,
  hr: { hireDate?: string; jobGrade?: string } = {},
): Promise<{ id: number }> {
  const response = await request.post(`${API_URL}/api/user/info`, {
    headers: bearer(token),
    multipart: {
      username,
      password,
      name: '테스트사용자',
      email: `${username}@e2e.dure.example`,
      deptId: String(deptId),
      employeeNo: username.slice(-12).toUpperCase(),
      hireDate: hr.hireDate ?? '2026-11-02',
      jobGrade: hr.jobGrade ?? 'STAFF',
      employmentType: 'REGULAR',
    },
  });
  if (response.status() !== 201) throw new Error(`creating ${username} failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { result: { id: number } }).result;
}

export async function grantRole(request: APIRequestContext, token: string, userId: number, authorityCode: string) {
  const response = await request.post(`${API_URL}/api/auth/user`, { headers: bearer(token), data: { userId, authorityCode } });
  if (response.status() !== 201 && response.status() !== 200) throw new Error(`grant failed: ${response.status()} ${await response.text()}`);
}

/** The id of the demo department with this code. */
export async function departmentId(request: APIRequestContext, token: string, code: string): Promise<number> {
  const list = ((await (await request.get(`${API_URL}/api/department`, { headers: bearer(token) })).json()) as { result: { id: number; code: string }[] }).result;
  const found = list.find((d) => d.code === code);
  if (!found) throw new Error(`no department ${code}`);
  return found.id;
}

/** The login id of a user, looked up by an administrator (e.g. the approver the api chose for a contract). */
export async function usernameOf(request: APIRequestContext, userId: number): Promise<string> {
  const token = await apiToken(request, 'admin');
  const response = await request.get(`${API_URL}/api/user/info/${userId}`, { headers: bearer(token) });
  if (!response.ok()) throw new Error(`user ${userId}: ${response.status()}`);
  return ((await response.json()) as { result: { username: string } }).result.username;
}
