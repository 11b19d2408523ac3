import {
  MODERATION_MESSAGES,
  adminStatsSchema,
  apiErrorSchema,
  grantRoleSchema,
  idParamsSchema,
  reportCreatedSchema,
  reportInputSchema,
  reportListQuerySchema,
  reportSchema,
  resolveReportSchema,
  roleParamsSchema,
  staffMemberSchema,
} from '@stride/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { z } from 'zod';
import { routeLimit } from '../../lib/route-limit.ts';
import { requireUser } from '../auth/index.ts';
import { canManageRoles, canModerate, canSeeAdmin, requireRole } from './roles.ts';

const errors = errorResponses(400, 401, 403, 404);

/** Reports by runners; the admin area's queue, totals and roles (issue 12). */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reports, roles, admin } = app.services;

  app.post(
    '/api/reports',
    {
      config: routeLimit(20, 60 * 60 * 1000, MODERATION_MESSAGES.tooManyReports),
      schema: {
        tags: ['moderation'],
        summary: 'Report an event, comment, club, runner or article (one open report per target)',
        body: reportInputSchema,
        response: { 201: reportCreatedSchema, 409: apiErrorSchema, 429: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await reports.create(requireUser(request).id, request.body)),
  );

  app.get(
    '/api/admin/reports',
    {
      schema: {
        tags: ['moderation'],
        summary: 'The report queue (moderators and admins)',
        querystring: reportListQuerySchema,
        response: { 200: z.array(reportSchema), ...errors },
      },
    },
    async (request, reply) => {
      requireRole(request, canModerate);
      reply.header('cache-control', 'no-store');
      return reports.list(request.query.status);
    },
  );

  app.post(
    '/api/admin/reports/:id/resolve',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Dismiss the report, or hide or remove what was reported',
        params: idParamsSchema,
        body: resolveReportSchema,
        response: { 204: z.null(), 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireRole(request, canModerate);
      await reports.resolve(user, request.params.id, request.body.action, request.body.note);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/admin/stats',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Totals and page views per route (any staff role)',
        response: { 200: adminStatsSchema, ...errors },
      },
    },
    async (request, reply) => {
      requireRole(request, canSeeAdmin);
      reply.header('cache-control', 'no-store');
      return admin.stats();
    },
  );

  app.get(
    '/api/admin/staff',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Everyone with a staff role (admins)',
        response: { 200: z.array(staffMemberSchema), ...errors },
      },
    },
    async (request, reply) => {
      requireRole(request, canManageRoles);
      reply.header('cache-control', 'no-store');
      return roles.staff();
    },
  );

  app.post(
    '/api/admin/staff',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Grant a role to the verified account with this email (admins)',
        body: grantRoleSchema,
        response: { 200: z.array(staffMemberSchema), ...errors },
      },
    },
    async (request) => {
      const user = requireRole(request, canManageRoles);
      return roles.grant(user.id, request.body.email, request.body.role);
    },
  );

  app.delete(
    '/api/admin/staff/:userId/:role',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Remove a role (admins; not your own admin role)',
        params: roleParamsSchema,
        response: { 200: z.array(staffMemberSchema), ...errors },
      },
    },
    async (request) => {
      const user = requireRole(request, canManageRoles);
      return roles.revoke(user.id, request.params.userId, request.params.role);
    },
  );
};
