import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { BASE_PATH, type Config } from './config';
import { type Connection, connect } from './db/connect';
import type { Database } from './db/database';
import { seedCrmDemo } from './db/seed/crm';
import { seedDemo } from './db/seed/demo';
import { seedOkrDemo } from './db/seed/okr/goals';
import { seedGspDemo } from './db/seed/okr/gsp';
import { seedSkills } from './db/seed/skills';
import { seedThreads } from './db/seed/okr/threads';
import { seedUserSkills } from './db/seed/userSkills';
import { type Clock, systemClock } from './lib/clock';
import { schemaCompilers } from './lib/lazySchemas';
import { withRedaction } from './lib/logRedaction';
import { oauthRoutes } from './modules/auth/oauth/routes';
import { revokeRoutes } from './modules/auth/token/revokeRoutes';
import { departmentRoutes } from './modules/admin/department/routes';
import { syncAuthorityCodes } from './modules/admin/authority/codeTable';
import { syncCrmCodes } from './modules/crm/code/sync';
import { inboundRoutes } from './modules/crm/inbound/routes';
import { leadRoutes } from './modules/crm/lead/routes';
import { leadStageRoutes } from './modules/crm/leadStage/routes';
import { authorityRoutes } from './modules/admin/authority/routes';
import { userRoutes } from './modules/admin/user/routes';
import { leaveRoutes } from './modules/admin/leave/routes';
import { salesOrderRoutes } from './modules/crm/salesOrder/routes';
import { salesPlanRoutes } from './modules/crm/salesPlan/routes';
import { userSkillRoutes } from './modules/admin/userSkill/routes';
import { createSuperAdmin } from './modules/admin/user/superAdmin';
import { LocalDiskStorage, type FileStorage } from './modules/cross/file/storage';
import { PHOTO_MAX_BYTES } from './modules/admin/user/photo';
import { notificationPlugin } from './modules/cross/notification/plugin';
import { notificationRoutes } from './modules/cross/notification/routes';
import { actionItemRoutes } from './modules/cross/actionItem/routes';
import { activityRoutes } from './modules/cross/activity/routes';
import { bookmarkRoutes } from './modules/cross/bookmark/routes';
import { commentRoutes } from './modules/cross/comment/routes';
import { historyRoutes } from './modules/cross/history/routes';
import { savedViewRoutes } from './modules/cross/savedView/routes';
import { shareRoutes } from './modules/cross/share/routes';
import { skillRoutes } from './modules/cross/skill/routes';
import { fileRoutes } from './modules/cross/file/routes';
import { customerRoutes } from './modules/crm/customer/routes';
import './modules/okr/segment/record';
import { segmentRoutes } from './modules/okr/segment/routes';
import { gmpRoutes } from './modules/okr/gmp/routes';
import './modules/okr/project/record';
import { projectRoutes } from './modules/okr/project/routes';
import { projectJobsPlugin } from './modules/okr/project/jobs';
import { projectTypeRoutes } from './modules/okr/projectType/routes';
import { taskActivityRoutes } from './modules/cost/taskActivity/routes';
import { currencyRoutes } from './modules/cost/currency/routes';
import { costRateRoutes } from './modules/cost/costRate/routes';
import { salaryRoutes } from './modules/cost/salary/routes';
import { costAccountRoutes } from './modules/cost/costAccount/routes';
import { costPeriodRoutes } from './modules/cost/costPeriod/routes';
import { costExecutionRoutes } from './modules/cost/costExecution/routes';
import { directCostModRoutes } from './modules/cost/directCost/modRoutes';
import { directCostRoutes } from './modules/cost/directCost/routes';
import { syncCostAccounts } from './modules/cost/costAccount/service';
import { syncCurrencies } from './modules/cost/currency/service';
import { syncWorkCalendar } from './modules/cost/workCalendar/service';
import { worklogRoutes } from './modules/cost/worklog/routes';
import { worklogManagementRoutes } from './modules/cost/worklog/managementRoutes';
import { myUnitRoutes } from './modules/cost/myUnit/routes';
import { worklogDashboardRoutes } from './modules/cost/worklogDashboard/routes';
import { projectProfitRoutes } from './modules/cost/profit/routes';
import { profitDashboardRoutes } from './modules/cost/profitDashboard/routes';
import { worklogJobsPlugin } from './modules/cost/worklog/reminders';
import { seedCostDemo } from './db/seed/cost';
import { seedSalaryDemo } from './db/seed/salary';
import { seedCostRateDemo } from './db/seed/costRate';
import { seedDirectCostDemo } from './db/seed/directCost';
import { seedWorklogDemo } from './db/seed/worklog';
import { seedLeaveDemo } from './db/seed/leave';
import { syncProjectTypes } from './modules/okr/projectType/service';
import './modules/okr/goal/record';
import { goalRoutes } from './modules/okr/goal/routes';
import { okrPeriodRoutes } from './modules/okr/period/routes';
import { keyResultRoutes } from './modules/okr/keyResult/routes';
import { objectiveTreeRoutes } from './modules/okr/tree/routes';
import { gspRoutes } from './modules/okr/gsp/routes';
import { okrJobsPlugin } from './modules/okr/checkIn/reminders';
import './modules/okr/thread/record';
import { threadRoutes } from './modules/okr/thread/routes';
import './modules/okr/mbo/record';
import { mboRoutes } from './modules/okr/mbo/routes';
// Record types of the record toolkit (history, share, comments …), registered once.
import './modules/admin/department/record';
import './modules/admin/user/record';
import './modules/crm/customer/record';
import './modules/crm/lead/record';
import { contractRoutes } from './modules/crm/contract/routes';
import { contractJobsPlugin } from './modules/crm/contract/expiry';
import { commonCodeRoutes } from './modules/crm/code/routes';
import './modules/crm/contract/record';
import './modules/crm/taxInvoice/record';
import { taxInvoiceRoutes } from './modules/crm/taxInvoice/routes';
import { receivableRoutes } from './modules/crm/receivable/routes';
import { salesLedgerRoutes } from './modules/crm/salesLedger/routes';
import { crmDashboardRoutes } from './modules/crm/dashboard/routes';
import './modules/crm/crmRecord/record';
import { crmRecordRoutes } from './modules/crm/crmRecord/routes';
import './modules/crm/salesOrder/record';
import { systemRoutes } from './modules/system/routes';
import { directoryRoutes } from './modules/user/directory/routes';
import { meRoutes } from './modules/user/me/routes';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { housekeepingPlugin } from './plugins/housekeeping';
import { inputGuardPlugin } from './plugins/inputGuard';
import { rbacPlugin } from './plugins/rbac';
import { securityPlugin } from './plugins/security';
import { swaggerPlugin } from './plugins/swagger';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** "Now" for every time rule; tests replace it to move time forward. */
    clock: Clock;
    /** Bytes of uploaded files (profile photos, attachments). */
    files: FileStorage;
  }
}

export type BuildOptions = {
  config: Config;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** An open database to borrow instead of connecting (tests); the app then neither prepares nor closes it. */
  connection?: Connection;
  /** File storage to use instead of the configured one (tests). */
  files?: FileStorage;
  /** With the demo seed, also the CRM history (default); api tests that never read CRM data skip it to start faster. */
  crmDemo?: boolean;
  /** Compile each route's schemas on its first request instead of at start-up (tests; see lib/lazySchemas). */
  lazySchemas?: boolean;
};

/** One file per form (the profile photo); a larger file is refused with a Korean 400 by the form reader. */
const MULTIPART_LIMITS = { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 40, fieldSize: 10_000, parts: 41 };

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Migrations, reference data, then demo seed and first admin as configured. */
async function prepareDatabase(app: FastifyInstance, connection: Connection, config: Config, crmDemo: boolean): Promise<void> {
  await connection.prepare(async (db: Database) => {
    const codes = await syncAuthorityCodes(db, app.clock());
    if (codes > 0) app.log.info({ codes }, 'authority codes added');
    // Reference data, with or without the demo seed.
    const crmCodes = await syncCrmCodes(db, app.clock());
    if (crmCodes > 0) app.log.info({ crmCodes }, 'CRM codes and pipeline stages added');
    const projectTypes = await syncProjectTypes(db, app.clock());
    if (projectTypes > 0) app.log.info({ projectTypes }, 'project types added');
    const currencies = await syncCurrencies(db, app.clock());
    if (currencies > 0) app.log.info({ currencies }, 'currencies added');
    const calendarDays = await syncWorkCalendar(db, app.clock());
    if (calendarDays > 0) app.log.info({ calendarDays }, 'work calendar days added');
    const costAccounts = await syncCostAccounts(db, app.clock());
    if (costAccounts > 0) app.log.info({ costAccounts }, 'cost accounts added');
    const skills = await seedSkills(db, app.clock());
    if (skills.categories + skills.skills > 0) app.log.info(skills, 'skill reference data seeded');
    if (config.seedDemo) {
      const seeded = await seedDemo(db, { password: config.demoPassword, now: app.clock() });
      if (seeded.departments + seeded.users + seeded.hr + seeded.notifications > 0) app.log.info(seeded, 'demo data seeded');
      const crm = crmDemo ? await seedCrmDemo(db, { now: app.clock() }) : {};
      if (Object.values(crm).some((n) => n > 0)) app.log.info(crm, 'CRM demo data seeded');
      const okr = await seedOkrDemo(db, { now: app.clock() });
      if (okr.goals > 0) app.log.info(okr, 'OKR demo data seeded');
      const gsp = await seedGspDemo(db, { now: app.clock() });
      if (gsp.nodes > 0) app.log.info(gsp, 'GSP demo tree seeded');
      const userSkills = await seedUserSkills(db, { now: app.clock() });
      if (userSkills.userSkills > 0) app.log.info(userSkills, 'demo user skills seeded');
      const threads = await seedThreads(db, app.clock());
      if (threads.threads > 0) app.log.info(threads, 'demo threads seeded');
      const cost = await seedCostDemo(db, { now: app.clock() });
      if (cost.taskActivities + cost.exchangeRates > 0) app.log.info(cost, 'cost demo data seeded');
      const costRates = await seedCostRateDemo(db, { now: app.clock() });
      if (costRates.laborRates + costRates.commonRates + costRates.gradeChanges > 0) app.log.info(costRates, 'cost rate demo data seeded');
      const salaries = await seedSalaryDemo(db, { now: app.clock() });
      if (salaries.salaries > 0) app.log.info(salaries, 'salary demo data seeded');
      const directCosts = await seedDirectCostDemo(db, { now: app.clock() });
      if (directCosts.directCosts > 0) app.log.info(directCosts, 'direct cost demo data seeded');
      const worklogs = await seedWorklogDemo(db, { now: app.clock() });
      if (worklogs.workLogs > 0) app.log.info(worklogs, 'work-log demo history seeded');
      const leaves = await seedLeaveDemo(db, { now: app.clock() });
      if (leaves.approved + leaves.requested > 0) app.log.info(leaves, 'leave demo seeded');
      // Planner statistics for the tables the seed just filled: a server with autovacuum off (or not yet round) would
      // otherwise plan the first visits on empty-table estimates. Run only when the seed wrote work logs (a first start).
      if (worklogs.workLogs > 0) await db.execute(sql`analyze`);
    }
    if (config.initialAdmin) {
      const result = await createSuperAdmin(db, { ...config.initialAdmin, now: app.clock() });
      if (result.created) app.log.info({ username: config.initialAdmin.username }, 'initial admin created');
    }
  });
}

/** The api as a Fastify instance (not yet listening); used by the server and by tests. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const compilers = schemaCompilers(options.lazySchemas ?? false);
  const app = Fastify({
    schemaController: compilers.schemaController,
    logger: withRedaction(options.logger ?? false),
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  app.setValidatorCompiler(compilers.validator);
  app.decorate('config', config);
  app.decorate('clock', options.clock ?? systemClock);
  app.decorate('files', options.files ?? (config.s3 ? (await import('./modules/cross/file/s3')).s3StorageOf(config.s3) : new LocalDiskStorage(config.fileDir)));

  const owned = !options.connection;
  const connection = options.connection ?? (await connect(config.database));
  try {
    if (owned) await prepareDatabase(app, connection, config, options.crmDemo ?? true);
  } catch (error) {
    await connection.close().catch(() => {});
    throw error;
  }

  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  await app.register(dbPlugin, { connection, owned });
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(rbacPlugin);
  await app.register(securityPlugin, { corsOrigins: config.corsOrigins });
  await app.register(formbody);
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  await app.register(swaggerPlugin);
  await app.register(authPlugin);
  await app.register(housekeepingPlugin);
  await app.register(notificationPlugin);
  await app.register(contractJobsPlugin);
  await app.register(projectJobsPlugin);
  await app.register(okrJobsPlugin);
  await app.register(worklogJobsPlugin);

  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(oauthRoutes);
      await api.register(revokeRoutes);
      await api.register(meRoutes);
      await api.register(directoryRoutes);
      await api.register(departmentRoutes);
      await api.register(userRoutes);
      await api.register(leaveRoutes);
      await api.register(userSkillRoutes);
      await api.register(authorityRoutes);
      await api.register(notificationRoutes);
      await api.register(historyRoutes);
      await api.register(shareRoutes);
      await api.register(bookmarkRoutes);
      await api.register(commentRoutes);
      await api.register(activityRoutes);
      await api.register(actionItemRoutes);
      await api.register(skillRoutes);
      await api.register(savedViewRoutes);
      await api.register(fileRoutes);
      await api.register(customerRoutes);
      await api.register(segmentRoutes);
      await api.register(gmpRoutes);
      await api.register(projectTypeRoutes);
      await api.register(projectRoutes);
      await api.register(okrPeriodRoutes);
      await api.register(goalRoutes);
      await api.register(keyResultRoutes);
      await api.register(objectiveTreeRoutes);
      await api.register(threadRoutes);
      await api.register(mboRoutes);
      await api.register(gspRoutes);
      await api.register(leadRoutes);
      await api.register(leadStageRoutes);
      await api.register(inboundRoutes);
      await api.register(contractRoutes);
      await api.register(commonCodeRoutes);
      await api.register(taxInvoiceRoutes);
      await api.register(receivableRoutes);
      await api.register(salesLedgerRoutes);
      await api.register(crmRecordRoutes);
      await api.register(salesOrderRoutes);
      await api.register(salesPlanRoutes);
      await api.register(crmDashboardRoutes);
      await api.register(taskActivityRoutes);
      await api.register(currencyRoutes);
      await api.register(worklogRoutes);
      await api.register(worklogManagementRoutes);
      await api.register(myUnitRoutes);
      await api.register(worklogDashboardRoutes);
      await api.register(costRateRoutes);
      await api.register(salaryRoutes);
      await api.register(costAccountRoutes);
      await api.register(costPeriodRoutes);
      await api.register(directCostRoutes);
      await api.register(directCostModRoutes);
      await api.register(costExecutionRoutes);
      await api.register(projectProfitRoutes);
      await api.register(profitDashboardRoutes);
    },
    { prefix: BASE_PATH },
  );
  return app;
}
