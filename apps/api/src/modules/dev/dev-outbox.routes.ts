import type { FastifyInstance } from 'fastify';
import { desc, ilike } from 'drizzle-orm';
import { devOutboxEndpoint } from '@creditdesk/contracts';
import { outboxEmails } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';
import { registerEndpoint } from '../../plugins/endpoint.js';

export function registerDevOutboxRoutes(app: FastifyInstance) {
  const { db, config, mailer } = app.ctx;
  registerEndpoint(app, devOutboxEndpoint, async (req) => {
    // The outbox holds codes and temporary passwords: it is never served in production.
    if (config.isProduction) throw notFound(`No API endpoint answers GET /api/dev/outbox`);
    const rows = await db
      .select()
      .from(outboxEmails)
      .where(req.query.to ? ilike(outboxEmails.toAddress, req.query.to.replace(/[\\%_]/g, (c) => `\\${c}`)) : undefined)
      .orderBy(desc(outboxEmails.createdAt))
      .limit(req.query.limit);
    return {
      smtpConfigured: mailer.smtpConfigured,
      messages: rows.map((r) => ({
        id: r.id,
        to: r.toAddress,
        subject: r.subject,
        text: r.textBody,
        template: r.template,
        createdAt: r.createdAt.toISOString(),
        sentAt: r.sentAt?.toISOString() ?? null,
        error: r.error,
      })),
    };
  });
}
