import { loadConfig } from '../config';
import { connect } from '../db/connect';
import { adminCredentialProblem, createSuperAdmin } from '../modules/admin/user/superAdmin';

/** `pnpm create-admin <username> <password>`: creates a ROLE_SUPER user (migrating the database first). */
const [username, password] = process.argv.slice(2);
if (!username || !password) {
  console.error('사용법: pnpm create-admin <아이디> <비밀번호>');
  process.exit(2);
}
const problem = adminCredentialProblem(username.trim().toLowerCase(), password);
if (problem) {
  console.error(problem);
  process.exit(2);
}

const config = loadConfig();
const connection = await connect(config.database);
try {
  const result = await connection.prepare((db) => createSuperAdmin(db, { username, password }));
  console.log(result.created ? `관리자 "${username}" 계정을 만들었습니다 (ROLE_SUPER).` : `"${username}" 계정이 이미 있어 아무것도 바꾸지 않았습니다.`);
} catch (error) {
  console.error('관리자 계정을 만들지 못했습니다:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await connection.close();
}
