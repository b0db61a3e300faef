import { SkeletonBlock } from '../../../components/skeleton.tsx';

/** Placeholder cards while the events load. */
export function EventCardsSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div className="event-grid" aria-hidden="true" data-testid="events-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="event-card">
          <SkeletonBlock className="event-skeleton event-skeleton--media" />
          <div className="event-card__body">
            <SkeletonBlock className="event-skeleton w-50" />
            <SkeletonBlock className="event-skeleton event-skeleton--title w-75" />
            <SkeletonBlock className="event-skeleton w-100" />
            <SkeletonBlock className="event-skeleton w-100" />
            <SkeletonBlock className="event-skeleton event-skeleton--button w-100" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Placeholder of the banner: poster on one side, copy on the other. */
export function EventBannerSkeleton() {
  return (
    <div className="event-banner" aria-hidden="true" data-testid="banner-skeleton">
      <SkeletonBlock className="event-banner__poster event-skeleton event-skeleton--media" />
      <div className="event-banner__copy">
        <SkeletonBlock className="event-skeleton w-25" />
        <SkeletonBlock className="event-skeleton event-skeleton--headline w-75" />
        <SkeletonBlock className="event-skeleton w-100" />
        <SkeletonBlock className="event-skeleton w-100" />
        <SkeletonBlock className="event-skeleton w-50" />
        <SkeletonBlock className="event-skeleton event-skeleton--button w-50" />
      </div>
    </div>
  );
}
