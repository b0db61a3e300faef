import { useSearchParams } from 'react-router';
import { ADULT_AGE, BATCH_JOIN_PARAM, batchPagePath, LEAD_INVITE_PARAM, type LeadInvite } from '@academy/contract';
import { useT } from '../../../lib/i18n.ts';
import { usePublicPath } from '../../../lib/language-paths.ts';
import { useLeadInvite } from '../api/get-lead-invite.ts';

/** The student asked for themself: the sign-up's own age is theirs. */
export const forAdult = (invite: LeadInvite) => invite.studentAge >= ADULT_AGE;

/**
 * The trial lead whose sign-up link brought the person here (/fighter/signup?lead=<token>): what it fills in, the
 * token to send with the sign-up (the lead is then linked to the account), and where to go after it: the login,
 * then the batch's page with its join dialog open for an adult, the profile (to add the child) for a parent.
 */
export function useLeadInvitation() {
  const [search] = useSearchParams();
  const publicPath = usePublicPath();
  const token = search.get(LEAD_INVITE_PARAM);
  const invite = useLeadInvite(token);
  const batchPage = invite?.batchId && forAdult(invite) ? publicPath(batchPagePath(invite.batchId)) : null;
  return {
    invite,
    leadToken: invite ? token : null,
    login: batchPage
      ? `/fighter/login?next=${encodeURIComponent(`${batchPage}?${BATCH_JOIN_PARAM}=1`)}`
      : '/fighter/login',
  };
}

/** A word to the family that followed its link: what was filled in and what comes after the sign-up. */
export function LeadWelcome({ invite }: { invite: LeadInvite }) {
  const t = useT();
  const batch = invite.batchName;
  const next = forAdult(invite)
    ? batch
      ? t('account.signup.lead.adultBatch', { batch })
      : t('account.signup.lead.adultNoBatch')
    : batch
      ? t('account.signup.lead.childBatch', { age: invite.studentAge, batch })
      : t('account.signup.lead.childNoBatch', { age: invite.studentAge });
  return (
    <section className="lead-welcome" aria-labelledby="lead-welcome-title">
      <h2 id="lead-welcome-title" className="lead-welcome__title">
        {t('account.signup.lead.title', { name: invite.name })}
      </h2>
      <p className="lead-welcome__text">{next}</p>
    </section>
  );
}
