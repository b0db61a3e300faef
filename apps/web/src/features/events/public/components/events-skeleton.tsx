import { SkeletonBlock, SkeletonLine } from '../../../../components/skeleton.tsx';
import './event-banner.css';
import './event-card.css';
import './events-skeleton.css';

/**
 * Placeholder cards while the events load, built from the cards' own elements and classes so each is as tall as
 * the card that replaces it (past cards have no button).
 */
export function EventCardsSkeleton({ count = 3, past = false }: { count?: number; past?: boolean }) {
  return (
    <div className="event-grid" aria-hidden="true" data-testid="events-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="event-card">
          <div className="event-card__media">
            <SkeletonBlock className="event-skeleton--fill" />
          </div>
          <div className="event-card__body">
            <p className="event-card__date">
              <SkeletonLine className="w-50" />
            </p>
            <p className="event-card__title">
              <SkeletonLine className="w-75" />
            </p>
            <p className="event-card__description">
              <SkeletonLine />
              <SkeletonLine />
              <SkeletonLine className="w-75" />
            </p>
            <dl className="event-card__meta">
              {['Seats', 'Entry Fee'].map((fact) => (
                <div key={fact}>
                  <dt>
                    <SkeletonLine className="event-skeleton__fact" />
                  </dt>
                  <dd>
                    <SkeletonLine className="event-skeleton__fact" />
                  </dd>
                </div>
              ))}
            </dl>
            {!past && <SkeletonBlock className="event-skeleton--button w-100 mt-auto" />}
          </div>
        </div>
      ))}
    </div>
  );
}

/** Placeholder of the banner: poster on one side, copy on the other, line for line as tall as the banner's. */
export function EventBannerSkeleton() {
  return (
    <div className="event-banner" aria-hidden="true" data-testid="banner-skeleton">
      <div className="event-banner__poster">
        <SkeletonBlock className="event-skeleton--fill" />
      </div>
      <div className="event-banner__copy">
        <p className="event-banner__eyebrow">
          <SkeletonLine className="event-skeleton__fact" />
        </p>
        <p className="event-banner__title">
          <SkeletonLine />
          <SkeletonLine className="w-50" />
        </p>
        <p className="event-banner__description">
          <SkeletonLine />
          <SkeletonLine />
          <SkeletonLine className="w-75" />
        </p>
        <dl className="event-banner__facts">
          {[1, 2, 1].map((lines, i) => (
            <div key={i}>
              <dt>
                <SkeletonLine className="event-skeleton__fact" />
              </dt>
              <dd>
                {Array.from({ length: lines }, (_, line) => (
                  <SkeletonLine key={line} className={line === 0 ? 'w-75' : 'w-50'} />
                ))}
              </dd>
            </div>
          ))}
        </dl>
        <SkeletonBlock className="event-banner__cta event-skeleton--button event-skeleton--button-lg" />
      </div>
    </div>
  );
}
