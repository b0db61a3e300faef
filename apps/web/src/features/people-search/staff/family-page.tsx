import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { formatMobile, formatPaise, type FamilyFile } from '@academy/contract';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { formatListDate } from '../../../lib/format.ts';
import { formatDay } from '../../../lib/family.ts';
import { useLanguage, useT } from '../../../lib/i18n.ts';
import { useStaffMay } from '../../../lib/staff-account.ts';
import { useFamilyFile } from '../api/get-family-file.ts';
import { useEventLink } from './event-link.ts';
import './family-page.css';

type Member = FamilyFile['members'][number];

function MemberCard({ member, holder }: { member: Member; holder: boolean }) {
  const t = useT();
  const mobile = formatMobile(member.mobileNumber);
  const who = holder ? (member.trains ? t('admin.family.holder') : t('admin.family.parent')) : t('admin.family.child');
  return (
    <li className="family-member">
      <p className="family-member__name">{member.fullName}</p>
      <p className="family-member__meta">
        {who}
        {member.age !== null && ` · ${t('admin.family.age', { age: member.age })}`}
      </p>
      <p className="family-member__meta">
        {member.child ? t('admin.family.guardiansPhone', { mobile }) : mobile} · {member.email}
      </p>
      {member.trains && (
        <>
          <p className="family-member__rank">{member.rank ?? t('admin.family.noRank')}</p>
          <ul className="family-member__batches">
            {member.batches.length === 0 ? (
              <li>{t('admin.family.noBatch')}</li>
            ) : (
              member.batches.map((batch) => (
                <li key={batch.id}>
                  <Link to={`/admin/classes/${batch.id}`}>
                    {batch.state === 'active' ? batch.name : t('admin.family.requested', { batch: batch.name })}
                  </Link>
                </li>
              ))
            )}
          </ul>
        </>
      )}
    </li>
  );
}

/**
 * /admin/families/:id: the family a search found, by any of its profiles, on one screen for the desk: who is in it
 * (a child with its guardian's phone), their belts and batches, what the family owes, its latest bookings, and
 * (drawn by the messages feature, which the app hands in) its WhatsApp and SMS choices.
 */
export default function FamilyPage({ messages }: { messages?: (familyId: string) => ReactNode }) {
  const { id = '' } = useParams();
  const t = useT();
  const language = useLanguage();
  const { data, error, refetch, isRefetching } = useFamilyFile(id);
  const mayRecord = useStaffMay('RecordOfflinePayment');
  const eventLink = useEventLink();
  const family = data?.family;
  const holder = family?.members.find((member) => member.id === family.accountId);

  if (error) {
    return (
      <div className="container family-page">
        <div className="alert alert-danger" role="alert">
          {t('admin.family.loadError')} {error.message}{' '}
          <SpinnerButton type="button" variant="outline-danger" loading={isRefetching} onClick={() => void refetch()}>
            {t('admin.family.tryAgain')}
          </SpinnerButton>
        </div>
      </div>
    );
  }
  if (!family || !holder) {
    return (
      <div className="container family-page">
        <p role="status">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {t('admin.family.loading')}
        </p>
      </div>
    );
  }

  return (
    <div className="container family-page">
      <header className="family-page__head">
        <h1 className="family-page__title">{t('admin.family.title', { name: holder.fullName })}</h1>
        <Link className="btn btn-outline-dark" to={`/admin/fighters?q=${encodeURIComponent(holder.email)}`}>
          {t('admin.family.inFighters')}
        </Link>
      </header>
      <div className="family-page__grid">
        <section className="family-page__section" aria-labelledby="family-people">
          <h2 id="family-people" className="family-page__heading">
            {t('admin.family.people')}
          </h2>
          <ul className="family-page__members">
            {family.members.map((member) => (
              <MemberCard key={member.id} member={member} holder={member.id === family.accountId} />
            ))}
          </ul>
        </section>
        <section className="family-page__section" aria-labelledby="family-dues">
          <h2 id="family-dues" className="family-page__heading">
            {t('admin.family.dues')}
          </h2>
          {family.dues.length === 0 ? (
            <p className="family-page__empty">{t('admin.family.nothingOwed')}</p>
          ) : (
            <>
              <p className="family-page__owed">{t('admin.family.owed', { amount: formatPaise(family.owedPaise) })}</p>
              <ul className="family-page__list">
                {family.dues.map((due) => (
                  <li key={due.id}>
                    <span>
                      {t('admin.family.dueLine', {
                        item: due.item,
                        name: due.fighterName,
                        day: formatDay(due.dueDay, language),
                      })}
                    </span>
                    <strong>{formatPaise(due.amountPaise)}</strong>
                  </li>
                ))}
              </ul>
            </>
          )}
          {mayRecord && (
            <Link
              className="btn btn-danger"
              to={`/admin/payments/record?fighter=${encodeURIComponent(family.accountId)}`}
            >
              {t('admin.family.recordCash')}
            </Link>
          )}
        </section>
        <section className="family-page__section" aria-labelledby="family-bookings">
          <h2 id="family-bookings" className="family-page__heading">
            {t('admin.family.bookings')}
          </h2>
          {family.bookings.length === 0 ? (
            <p className="family-page__empty">{t('admin.family.noBookings')}</p>
          ) : (
            <ul className="family-page__list">
              {family.bookings.map((booking) => (
                <li key={booking.bookingCode}>
                  <Link to={eventLink(booking.eventId)}>{booking.eventName}</Link>
                  <span>
                    {booking.fighterName} · {formatListDate(booking.eventDateTime)} · {booking.bookingCode}
                    {booking.cancelled && ` · ${t('admin.family.cancelled')}`}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        {messages?.(family.accountId)}
      </div>
    </div>
  );
}
