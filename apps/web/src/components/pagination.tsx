import { useT } from '../lib/i18n.ts';
import { pageItems } from '../lib/page-numbers.ts';
import '../styles/bootstrap/pagination.scss';
import './pagination.css';

interface Props {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** Names the navigation landmark, e.g. "Fighters list pages". */
  label: string;
}

/** Previous, the page numbers and Next; Previous is disabled on the first page and Next on the last. */
export function Pagination({ page, totalPages, onPage, label }: Props) {
  const t = useT();
  return (
    <nav aria-label={label} className="app-pagination">
      <ul className="pagination mb-0">
        <li className={`page-item${page <= 1 ? ' disabled' : ''}`}>
          <button type="button" className="page-link" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('form.kit.previous')}
          </button>
        </li>
        {pageItems(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="page-item disabled" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={item} className={`page-item${item === page ? ' active' : ''}`}>
              <button
                type="button"
                className="page-link"
                aria-label={t('form.kit.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPage(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li className={`page-item${page >= totalPages ? ' disabled' : ''}`}>
          <button type="button" className="page-link" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
            {t('form.kit.next')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
