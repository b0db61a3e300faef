import { useEffect, useState } from 'react';
import { TWO_FACTOR, type StartTwoFactorReply } from '@academy/contract';
import { SecondFactorForm } from '../../../components/second-factor-form.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useConfirmTwoFactor } from '../api/confirm-two-factor.ts';

/** The otpauth:// address as a QR code (an SVG data address); the library comes with the first enrolment. */
async function qrOf(uri: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** 'JBSWY3DPEHPK3PXP...' in groups of four, as apps ask for a typed key. */
const groupedKey = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

interface Props {
  enrolment: StartTwoFactorReply;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** An enrolment: the QR code to scan (or the key to type), then the app's first code, which switches it on. */
export function Enrolment({ enrolment, onConfirmed, onCancel }: Props) {
  const t = useT();
  const confirm = useConfirmTwoFactor();
  const [qr, setQr] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    let current = true;
    qrOf(enrolment.otpauthUri).then(
      (src) => current && setQr(src),
      (error: unknown) => console.error('Could not draw the two-factor QR code', error),
    );
    return () => {
      current = false;
    };
  }, [enrolment.otpauthUri]);

  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(enrolment.secret);
      setCopied(true);
    } catch {
      // No clipboard: the key is on screen to type.
    }
  };

  return (
    <div className="two-factor__enrolment">
      <section className="two-factor__scan" aria-labelledby="two-factor-scan-title">
        <h3 id="two-factor-scan-title" className="two-factor__step-title">
          {t('admin.twoFactor.scanTitle')}
        </h3>
        <p className="two-factor__hint">{t('admin.twoFactor.scanHint')}</p>
        <div className="two-factor__qr">
          {qr ? (
            <img
              src={qr}
              alt={t('admin.twoFactor.qrAlt', { account: enrolment.accountName })}
              width={200}
              height={200}
            />
          ) : (
            <span className="spinner-border spinner-border-sm" role="status" aria-label={t('admin.common.loading')} />
          )}
        </div>
        <p className="two-factor__hint mb-1">{t('admin.twoFactor.manual')}</p>
        <p className="two-factor__key">
          <code data-testid="two-factor-secret">{groupedKey(enrolment.secret)}</code>
          <button type="button" className="btn btn-sm btn-outline-dark" onClick={() => void copyKey()}>
            {copied ? t('admin.twoFactor.keyCopied') : t('admin.twoFactor.copyKey')}
          </button>
        </p>
        <p className="two-factor__hint small">
          {t('admin.twoFactor.manualDetails', {
            account: enrolment.accountName,
            digits: TWO_FACTOR.digits,
            seconds: TWO_FACTOR.periodSeconds,
          })}
        </p>
      </section>
      <section className="two-factor__confirm" aria-labelledby="two-factor-confirm-title">
        <h3 id="two-factor-confirm-title" className="two-factor__step-title">
          {t('admin.twoFactor.confirmTitle', { digits: TWO_FACTOR.digits })}
        </h3>
        <SecondFactorForm
          idPrefix="enrol"
          appOnly
          submitLabel={t('admin.twoFactor.turnOn')}
          loading={confirm.isPending}
          error={confirm.error?.message}
          onSubmit={({ code }) => confirm.mutate({ code }, { onSuccess: (reply) => onConfirmed(reply.recoveryCodes) })}
          actions={
            <button type="button" className="btn btn-link second-factor-form__link" onClick={onCancel}>
              {t('admin.twoFactor.cancel')}
            </button>
          }
        />
      </section>
    </div>
  );
}
