import { Result } from '@dure/shared/contracts';
import { MyUnit, MyUnitQuery } from '@dure/shared/contracts/cost/myUnit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { myUnit } from './service';

/** Every signed-in user, on their own department: what they see of its members the service decides (DOMAIN §6 MyUnit). */
const SIGNED_IN = { access: 'authenticated' as const };

/** 내 유닛 (/mypage/myunit). */
export async function myUnitRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/mypage/myunit',
    {
      config: SIGNED_IN,
      schema: {
        tags: ['worklog'],
        summary: '내 유닛 (내 부서의 주간 제출 현황·프로젝트별 시간·투입률 대비 시간 비중·내 프로젝트; 개인별 행은 부서장과 업무일지 관리 조회 범위만)',
        querystring: MyUnitQuery,
        response: { 200: Result(MyUnit) },
      },
    },
    async (request) => ({ result: await myUnit(app.db, request.auth!, request.query.weekStart, app.clock()) }),
  );
}
