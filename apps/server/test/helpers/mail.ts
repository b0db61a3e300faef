export interface MimePart {
  headers: string;
  body: string;
}

function quotedPrintableBytes(encoded: string): Buffer {
  return Buffer.from(
    encoded
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
}

/** Splits a raw message into its leaf MIME parts, decoding base64 and quoted-printable bodies. */
export function mimeParts(raw: string): MimePart[] {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]!);
  let parts = [raw];
  for (const boundary of boundaries) {
    parts = parts.flatMap((part) =>
      part.includes(`--${boundary}`) ? part.split(new RegExp(`\\r?\\n?--${boundary}(?:--)?\\r?\\n?`)) : [part],
    );
  }
  return parts
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      if (split < 0) return null;
      const headers = part.slice(0, split);
      const encoded = part.slice(split).trim();
      const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
      const body =
        encoding === 'base64'
          ? Buffer.from(encoded, 'base64').toString('utf8')
          : encoding === 'quoted-printable'
            ? quotedPrintableBytes(encoded).toString('utf8')
            : encoded;
      return { headers, body };
    })
    .filter((part): part is MimePart => part !== null && /content-type:/i.test(part.headers));
}

/** The text/plain and text/html bodies of a raw message. */
export function mailBodies(raw: string): { text: string; html: string } {
  const parts = mimeParts(raw);
  const body = (type: string) => parts.find((p) => new RegExp(`content-type:\\s*${type}`, 'i').test(p.headers))!.body;
  return { text: body('text/plain'), html: body('text/html') };
}

/**
 * The Subject header of a raw message as the reader sees it: unfolded, its RFC 2047 encoded words (how a
 * Hindi subject travels, =?UTF-8?B?...?=) decoded. Adjacent words are joined as bytes, since a mailer may cut
 * a character's bytes between two of them.
 */
export function mailSubject(raw: string): string {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/));
  const folded = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(head)?.[1];
  if (folded === undefined) throw new Error('no Subject header');
  const words = /=\?utf-8\?([bq])\?([^?]*)\?=/gi;
  const runs = folded.replace(/\r?\n[ \t]/g, ' ').split(/(=\?utf-8\?[bq]\?[^?]*\?=(?:\s+=\?utf-8\?[bq]\?[^?]*\?=)*)/i);
  return runs
    .map((run) => {
      if (!/^=\?utf-8\?/i.test(run)) return run;
      const bytes = [...run.matchAll(words)].map(([, kind, data]) =>
        kind!.toLowerCase() === 'b' ? Buffer.from(data!, 'base64') : quotedPrintableBytes(data!.replace(/_/g, ' ')),
      );
      return Buffer.concat(bytes).toString('utf8');
    })
    .join('');
}
