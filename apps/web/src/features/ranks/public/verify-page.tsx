import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { CERTIFICATE_NUMBER_PATTERN, normaliseCertificateNumber, type CertificateCheck } from '@academy/contract';
import { Belt } from '../../../components/belt.tsx';
import { TextField } from '../../../components/form/controls.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { academy } from '../../../config/academy.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDay } from '../../../lib/family.ts';
import { useLanguage, useT } from '../../../lib/i18n.ts';
import { usePublicPath } from '../../../lib/language-paths.ts';
import { useCertificateCheck } from '../api/verify-certificate.ts';
import './verify.css';

/** The number as the server reads it, or null when it cannot be one (checked by shape, without the schemas). */
function certificateNumber(typed: string): string | null {
  const number = normaliseCertificateNumber(typed);
  return CERTIFICATE_NUMBER_PATTERN.test(number) ? number : null;
}

const PLACE_WORDS = {
  1: 'ranks.verify.place1',
  2: 'ranks.verify.place2',
  3: 'ranks.verify.place3',
} as const;

/** What a competition certificate was given for: a medal in its colour, or taking part. */
function Place({ place }: { place: number | null }) {
  const t = useT();
  if (place === null) return <>{t('ranks.verify.participation')}</>;
  const medal = place as keyof typeof PLACE_WORDS;
  return <span className={`verify-medal verify-medal--${medal}`}>{t(PLACE_WORDS[medal])}</span>;
}

/** One answer of the check, under its label. */
function Row({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className="verify-details__row">
      <dt>{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

/**
 * What the check found: only the name, what the academy awarded (a rank, or a tournament's category and the place
 * in it) and the day.
 */
function Genuine({ certificate }: { certificate: CertificateCheck }) {
  const t = useT();
  const language = useLanguage();
  const titleId = useId();
  const day = <time dateTime={certificate.day}>{formatDay(certificate.day, language)}</time>;
  return (
    <section className="verify-card verify-card--genuine" aria-labelledby={titleId}>
      <h2 id={titleId} className="verify-card__title">
        <span className="verify-card__tick" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
            <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </svg>
        </span>
        {t('ranks.verify.genuine')}
      </h2>
      <dl className="verify-details">
        <Row label={t('ranks.verify.name')} className="verify-details__name">
          {certificate.fighterName}
        </Row>
        {certificate.kind === 'rank' ? (
          <>
            <Row label={t('ranks.verify.rank')}>
              <Belt rank={certificate.rank} />
            </Row>
            <Row label={t('ranks.verify.day')}>{day}</Row>
          </>
        ) : (
          <>
            <Row label={t('ranks.verify.tournament')}>{certificate.eventName}</Row>
            <Row label={t('ranks.verify.category')}>{certificate.categoryName}</Row>
            <Row label={t('ranks.verify.place')}>
              <Place place={certificate.place} />
            </Row>
            <Row label={t('ranks.verify.competedOn')}>{day}</Row>
          </>
        )}
        <Row label={t('ranks.verify.number')} className="verify-details__number">
          {certificate.number}
        </Row>
      </dl>
      <p className="verify-card__small">
        {t(certificate.kind === 'rank' ? 'ranks.verify.shownOnly' : 'ranks.verify.shownOnlyCompetition')}
      </p>
    </section>
  );
}

/**
 * /verify (and /hi/verify): anyone holding a certificate of rank or of a tournament checks its number here;
 * /verify/<number>, where the certificate's QR code leads, fills the number in and checks at once. The answer is the
 * certificate's name, what it was awarded for and the date, or the server's word that no certificate has the number.
 */
export default function VerifyPage() {
  const t = useT();
  const navigate = useNavigate();
  const publicPath = usePublicPath();
  const params = useParams();
  const [search] = useSearchParams();
  // ?number= is what the prerendered form sends by itself when Check is pressed before the page's code has run.
  const inAddress = params.number ?? search.get('number') ?? '';
  const asked = inAddress ? certificateNumber(inAddress) : null;
  const check = useCertificateCheck(asked);
  // The field starts from the address; typing in it changes nothing until Check.
  const [typed, setTyped] = useState({ from: inAddress, value: inAddress });
  const value = typed.from === inAddress ? typed.value : inAddress;
  const [typedWrong, setTypedWrong] = useState(false);
  const invalid = typedWrong || (inAddress !== '' && asked === null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The field itself, not the state: a number typed into the prerendered page before this code ran is in the
    // field only (no change event reached React), and reading the state would check an empty field.
    const inField = (event.currentTarget.elements.namedItem('number') as HTMLInputElement).value;
    setTyped({ from: inAddress, value: inField });
    const number = certificateNumber(inField);
    setTypedWrong(number === null);
    if (number === null) return;
    if (number === asked) void check.refetch();
    else void navigate(publicPath(`/verify/${encodeURIComponent(number)}`));
  };

  const failure =
    check.error instanceof ApiError && check.error.httpStatus !== 0 ? check.error.message : t('ranks.verify.failed');

  return (
    <div className="verify-page">
      <PageHeader title={t('ranks.verify.title')}>{t('ranks.verify.lead', { academy: academy.name })}</PageHeader>
      <div className="container verify-body">
        <form className="verify-card verify-form" onSubmit={submit} noValidate>
          <TextField
            id="certificate-number"
            name="number"
            label={t('ranks.verify.number')}
            value={value}
            onChange={(change) => {
              setTyped({ from: inAddress, value: change.target.value });
              setTypedWrong(false);
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            hint={t('ranks.verify.numberHint')}
            error={invalid ? t('form.certificateNumber.invalid') : undefined}
            className="verify-form__field"
          />
          <SpinnerButton loading={check.isFetching} className="verify-form__check">
            {t('ranks.verify.check')}
          </SpinnerButton>
        </form>
        <div aria-live="polite">
          {!invalid && check.data && <Genuine certificate={check.data.certificate} />}
          {!invalid && check.isError && (
            <p className="verify-card verify-card--unknown" role="alert">
              {failure}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
