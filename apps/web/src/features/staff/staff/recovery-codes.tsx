import { useEffect, useId, useRef, useState } from 'react';
import { ACADEMY_NAME } from '@academy/contract';
import { useT } from '../../../lib/i18n.ts';
import { saveFile } from '../../../lib/save-file.ts';

interface Props {
  codes: string[];
  /** New codes replacing others, rather than the first ones. */
  renewed: boolean;
  onDone: () => void;
}

/**
 * The recovery codes, shown this once (only their hashes are kept): to copy, download as a text file or write
 * down, before "I have saved them" puts them away for good.
 */
export function RecoveryCodes({ codes, renewed, onDone }: Props) {
  const t = useT();
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  // The codes replace the form that made them: the reader (and a screen reader) is taken to them.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const text = [t('admin.twoFactor.codesFileTitle', { academy: ACADEMY_NAME }), '', ...codes, ''].join('\n');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // No clipboard (an old browser, a page not served over https): the codes are on screen to write down.
    }
  };

  return (
    <section className="recovery-codes" aria-labelledby={titleId}>
      <h3 id={titleId} className="two-factor__step-title" tabIndex={-1} ref={title}>
        {t('admin.twoFactor.codesTitle')}
      </h3>
      <p className="two-factor__notice" role="status">
        {renewed ? t('admin.twoFactor.codesRenewedIntro') : t('admin.twoFactor.codesIntro')}
      </p>
      <ol className="recovery-codes__list" aria-label={t('admin.twoFactor.codesTitle')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="two-factor__actions">
        <button type="button" className="btn btn-outline-dark" onClick={() => void copy()}>
          {copied ? t('admin.twoFactor.codesCopied') : t('admin.twoFactor.copyCodes')}
        </button>
        <button
          type="button"
          className="btn btn-outline-dark"
          onClick={() => saveFile(new Blob([text], { type: 'text/plain' }), 'kaizen-recovery-codes.txt')}
        >
          {t('admin.twoFactor.downloadCodes')}
        </button>
        <button type="button" className="btn btn-danger two-factor__primary" onClick={onDone}>
          {t('admin.twoFactor.codesSaved')}
        </button>
      </div>
    </section>
  );
}
