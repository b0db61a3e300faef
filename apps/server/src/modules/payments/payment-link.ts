import { createHash, randomBytes } from 'node:crypto';
import { PAYMENT_SECRET_HEADER, PAYMENT_SECRET_PATTERN, payPagePath } from '@academy/contract';
import type { FastifyRequest } from 'fastify';
import { recordAudit, type Actor } from '../../audit/audit-log.ts';
import type { DbOrTx } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/http-error.ts';
import { nowIso } from '../../lib/ids.ts';
import type { AuthUser } from '../../security/guards.ts';
import { sameSecret } from '../../security/same-secret.ts';

/**
 * A payment's link: the way a payer without a login opens, pays and downloads the receipt of one payment. It is a
 * secret of its own (32 random bytes), not the payment's id, which travels in pages, lists and logs. Only the
 * secret's SHA-256 is stored; the secret itself exists in the booking's reply and the emails that carry the link.
 */
const linkSecretHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * Gives a payment a new link secret and returns it: the one before, if any, stops working at once. Called where a
 * link is given out (a booking's payment, the payment that replaces a rejected one) and when the admin renews one.
 */
export async function issuePaymentLink(db: DbOrTx, paymentId: string): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await db
    .updateTable('payments')
    .set({ linkSecretHash: linkSecretHash(secret) })
    .where('id', '=', paymentId)
    .execute();
  return secret;
}

/** The payer's page of a payment, with its secret, as emails link to it; undefined without PUBLIC_URL. */
export function payUrl(config: Deps['config'], paymentId: string, secret: string): string | undefined {
  return config.publicUrl ? new URL(payPagePath(paymentId, secret), config.publicUrl).toString() : undefined;
}

/** The secret a request carries in its header, if it looks like one. */
export function secretOf(request: FastifyRequest): string | null {
  const header = request.headers[PAYMENT_SECRET_HEADER];
  return typeof header === 'string' && PAYMENT_SECRET_PATTERN.test(header) ? header : null;
}

/**
 * Who may read or pay a payment: an admin, the family's own account (logged in), or whoever holds the link's
 * secret. Anyone else hears 404, as for a payment that does not exist, so an id does not even confirm it exists.
 */
export async function assertPaymentReader(
  db: DbOrTx,
  paymentId: string,
  user: AuthUser | null,
  secret: string | null,
): Promise<void> {
  const row = await db
    .selectFrom('payments')
    .select(['accountId', 'linkSecretHash'])
    .where('id', '=', paymentId)
    .executeTakeFirst();
  if (!row) throw notFound('api.paymentNotFound');
  if (user?.role === 'admin') return;
  if (user?.role === 'fighter' && row.accountId !== null && row.accountId === user.id) return;
  if (secret && row.linkSecretHash && sameSecret(linkSecretHash(secret), row.linkSecretHash, 'hex')) return;
  throw notFound('api.paymentNotFound');
}

/**
 * The admin renews a payment's link (it leaked, or the payer lost it): a new secret, the old one dead. The reply
 * carries the new secret for the admin to pass on; the audit entry says that it happened, never the secret.
 */
export async function renewPaymentLink(deps: Pick<Deps, 'db'>, actor: Actor, paymentId: string) {
  const linkSecret = await deps.db.transaction().execute(async (trx) => {
    const payment = await trx.selectFrom('payments').select('id').where('id', '=', paymentId).executeTakeFirst();
    if (!payment) throw notFound('api.paymentNotFound');
    const secret = await issuePaymentLink(trx, paymentId);
    await recordAudit(trx, actor, {
      action: 'payment.renewLink',
      subject: { kind: 'payment', id: paymentId },
      after: { renewedAt: nowIso() },
    });
    return secret;
  });
  return { paymentId, linkSecret };
}
