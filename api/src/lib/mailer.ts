import fs from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export type Mailer = (mail: Mail) => Promise<void>;

/** Every mail is kept in the outbox; it is sent through SMTP when SMTP_URL is set. */
export function createMailer(config: Config, db: Database, log: FastifyBaseLogger): Mailer {
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  return async (mail) => {
    const [stored] = await db
      .insert(outbox)
      .values({ recipient: mail.to, subject: mail.subject, body: mail.text })
      .returning({ id: outbox.id });
    if (config.E2E_OUTBOX_FILE) {
      fs.appendFileSync(
        config.E2E_OUTBOX_FILE,
        `${JSON.stringify({ to: mail.to, subject: mail.subject, text: mail.text })}\n`,
      );
    }
    if (!transport) {
      // The log says where the mail waits, never what it holds: a reset link in a log is a key to an account for
      // whoever reads the log (and log lines travel to collectors and backups the outbox table does not).
      log.info({ outboxId: stored?.id, subject: mail.subject }, 'mail waiting in the outbox (no SMTP_URL)');
      return;
    }
    try {
      await transport.sendMail({ from: config.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text });
      if (stored) await db.update(outbox).set({ sentOn: new Date() }).where(eq(outbox.id, stored.id));
    } catch (error) {
      // The caller's answer must not reveal whether the address exists, so a send failure is only logged.
      log.error({ err: error, outboxId: stored?.id }, 'mail could not be sent; it stays in the outbox');
    }
  };
}
