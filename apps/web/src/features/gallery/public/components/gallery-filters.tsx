import { GALLERY_CATEGORIES, type GalleryCategory } from '@academy/contract';
import { Pill } from '../../../../components/pill.tsx';
import { useT } from '../../../../lib/i18n.ts';
import { CATEGORY_LABELS } from '../category-labels.ts';

const FILTERS = ['All', ...GALLERY_CATEGORIES] as const;

interface Props {
  value: GalleryCategory | undefined;
  onChange: (category: GalleryCategory | undefined) => void;
}

/** The All / Training / Competition / Events toggle group; the pressed button is the active filter. */
export function GalleryFilters({ value, onChange }: Props) {
  const t = useT();
  return (
    <div className="gallery-filters" role="group" aria-label={t('gallery.filters.label')}>
      {FILTERS.map((filter) => {
        const category = filter === 'All' ? undefined : filter;
        const pressed = category === value;
        return (
          <Pill key={filter} pressed={pressed} onClick={() => onChange(category)}>
            {t(category ? CATEGORY_LABELS[category] : 'gallery.filters.all')}
          </Pill>
        );
      })}
    </div>
  );
}
