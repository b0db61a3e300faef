import type { OutgoingText, Sender } from './sender.ts';

/** What the way to the provider may shift a request by: a send is counted this much longer than its second. */
const MARGIN_MS = 50;

/**
 * Holds a provider's sends from this server to its rate (WHATSAPP_PER_SECOND, SMS_PER_SECOND): one every
 * 1000 / perSecond ms at most, and never `perSecond` within one second (and a margin). The queue gives each message
 * its own slot, but the job runner takes what has fallen due in batches at each poll (and after a long job such as
 * a fee day's queueing), so without this the messages of a second left together and the provider answered 429 to
 * all beyond its rate, each then tried again only after the runner's backoff.
 */
export class PacedSender implements Sender {
  readonly mode: Sender['mode'];
  private readonly gapMs: number;
  private readonly recent: number[] = [];
  private next = 0;
  private line: Promise<void> = Promise.resolve();

  constructor(
    private readonly inner: Sender,
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {
    this.mode = inner.mode;
    this.gapMs = 1000 / perSecond;
  }

  async send(message: OutgoingText): Promise<string> {
    await this.turn();
    return this.inner.send(message);
  }

  /** Resolves when this send may go; sends take their turns in the order they asked. */
  private turn(): Promise<void> {
    const turn = this.line.then(async () => {
      // The next send is planned from the last one's plan, so a timer that fires late does not slow the rate.
      const planned = Math.max(this.now(), this.next);
      this.next = planned + this.gapMs;
      let at = planned;
      if (this.recent.length >= this.perSecond) at = Math.max(at, this.recent[0]! + 1000 + MARGIN_MS);
      const wait = at - this.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      this.recent.push(this.now());
      if (this.recent.length > this.perSecond) this.recent.shift();
    });
    this.line = turn;
    return turn;
  }
}
