/** An Indian mobile number is stored as its 10 digits, without +91 or a leading 0. */
export const MOBILE_DIGITS = 10;

const STORED = /^\d{10}$/;

/**
 * A stored mobile as people read it: "+91 98201 23456". Anything stored before numbers were checked this way and
 * left as it was (see migration 020) is shown as it is. Kept apart from the parser (mobile.ts), so a page that only
 * shows numbers does not carry its rules.
 */
export function formatMobile(mobile: string): string {
  return STORED.test(mobile) ? `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}` : mobile;
}

/** The number as a dialler and WhatsApp take it, country code first: "919820123456" (wa.me/919820123456). */
export function internationalDigits(mobile: string): string {
  return STORED.test(mobile) ? `91${mobile}` : mobile.replace(/\D/g, '');
}

/** A tap-to-call link: "tel:+919820123456". */
export const mobileTelHref = (mobile: string) =>
  STORED.test(mobile) ? `tel:+91${mobile}` : `tel:${mobile.replace(/[^\d+]/g, '')}`;
