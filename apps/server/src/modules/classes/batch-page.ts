import { classTime, formatRupees, PROGRAM_LABELS, WEEKDAY_LABELS, type Batch } from '@academy/contract';
import type { Deps } from '../../deps.ts';
import { HttpError } from '../../http/http-error.ts';
import type { DataPage } from '../../http/data-page.ts';
import { listBatchRows } from './queries.ts';
import { publicBatch } from './service.ts';

/** Longer than any id the app makes: such an address names no batch, and is not worth a query. */
const MAX_ID_LENGTH = 64;

/**
 * /classes/:id as the server sends it: the batch's name, and its program, days, time, place and fee, in its Open
 * Graph tags, so a link shared on WhatsApp previews the batch itself (decision 024). An unknown or ended batch is a
 * 404.
 */
export function batchPage(deps: Pick<Deps, 'db' | 'translator'>): DataPage {
  return {
    path: '/classes/:id',
    async head({ id = '' }, language) {
      if (id.length > MAX_ID_LENGTH) return null;
      let batch: Batch;
      try {
        batch = await publicBatch(deps, id, language);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 404) return null;
        throw error;
      }
      const { t } = deps.translator.in(language);
      return {
        title: batch.name,
        description: t('classes.share.description', {
          program: t(PROGRAM_LABELS[batch.program]),
          days: batch.weekdays.map((day) => t(WEEKDAY_LABELS[day])).join(' · '),
          time: classTime(batch, language),
          place: batch.place,
          fee: formatRupees(batch.monthlyFee),
        }),
      };
    },
    async sitemapEntries() {
      // Open batches only: a paused one keeps its page but is not offered, and an ended one has none.
      return (await listBatchRows(deps.db, ['open'])).map((row) => ({
        params: { id: row.id },
        lastModified: row.updatedAt,
      }));
    },
  };
}
