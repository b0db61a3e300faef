import { SkeletonBlock, SkeletonLine } from '../../../../components/skeleton.tsx';

/**
 * Placeholders while the batches load (and in the prerendered page): the filter row and cards built from the real
 * ones' elements and classes, so the list takes their place without the page moving.
 */
export function ClassesSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div aria-hidden="true" data-testid="classes-skeleton">
      <div className="program-filter">
        {[5, 7, 7, 7, 7].map((width, i) => (
          <SkeletonBlock key={i} className="program-filter__skeleton" style={{ width: `${width}rem` }} />
        ))}
      </div>
      <div className="classes-group">
        <p className="classes-group__title">
          <SkeletonLine className="w-50" />
        </p>
        <div className="batch-grid">
          {Array.from({ length: count }, (_, i) => (
            <div key={i} className="batch-card">
              <div className="batch-card__head">
                <p className="batch-card__program">
                  <SkeletonLine className="classes-skeleton__short" />
                </p>
                <p className="batch-card__title">
                  <SkeletonLine className="w-75" />
                </p>
              </div>
              <dl className="batch-facts">
                {[2, 1, 1, 1, 1].map((lines, fact) => (
                  <div key={fact}>
                    <dt>
                      <SkeletonLine className="classes-skeleton__short" />
                    </dt>
                    <dd>
                      {Array.from({ length: lines }, (_, line) => (
                        <SkeletonLine key={line} className={line === 0 ? 'w-75' : 'w-50'} />
                      ))}
                    </dd>
                  </div>
                ))}
              </dl>
              <p className="batch-seats">
                <SkeletonLine className="w-50" />
              </p>
              <div className="batch-card__actions">
                <SkeletonBlock className="classes-skeleton__button" />
                <SkeletonBlock className="classes-skeleton__button" />
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
