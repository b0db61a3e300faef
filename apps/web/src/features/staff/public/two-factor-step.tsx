import { useEffect } from 'react';
import { TWO_FACTOR, type LoginReply, type TwoFactorChallengeReply } from '@academy/contract';
import { SecondFactorForm } from '../../../components/second-factor-form.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useAdminTwoFactorLogin } from '../api/admin-two-factor-login.ts';

interface Props {
  challenge: TwoFactorChallengeReply;
  onLoggedIn: (reply: LoginReply) => void;
  /** Back to the password, with why when the challenge ran out. */
  onRestart: (notice?: string) => void;
}

/** The admin login's second step: the code of the authenticator app, or a recovery code, for the challenge. */
export function TwoFactorStep({ challenge, onLoggedIn, onRestart }: Props) {
  const t = useT();
  const verify = useAdminTwoFactorLogin();

  // The challenge lasts a few minutes: past them the password is asked again, rather than a code refused.
  useEffect(() => {
    const timer = setTimeout(
      () => onRestart(t('admin.login.code.expired')),
      Math.max(0, Date.parse(challenge.expiresAt) - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [challenge.expiresAt, onRestart, t]);

  return (
    <section aria-labelledby="admin-two-factor-title">
      <h2 id="admin-two-factor-title" className="two-factor-step__title">
        {t('admin.login.code.title')}
      </h2>
      <SecondFactorForm
        idPrefix="admin"
        autoFocus
        submitLabel={t('admin.login.code.submit')}
        loading={verify.isPending}
        error={verify.error?.message}
        onMethodChange={() => verify.reset()}
        intro={(method) =>
          method === 'totp'
            ? t('admin.login.code.intro', { digits: TWO_FACTOR.digits })
            : t('admin.login.code.recoveryIntro')
        }
        onSubmit={(factor) =>
          verify.mutate({ ...factor, challenge: challenge.challenge }, { onSuccess: (reply) => onLoggedIn(reply) })
        }
        actions={
          <button type="button" className="btn btn-link second-factor-form__link" onClick={() => onRestart()}>
            {t('admin.login.code.back')}
          </button>
        }
      />
    </section>
  );
}
