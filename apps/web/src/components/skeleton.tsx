import './skeleton.css';

/** Grey shimmering placeholders shown while lists load. */
export function SkeletonBlock({ className = '', style }: { className?: string; style?: React.CSSProperties }) {
  return <span className={`skeleton ${className}`} style={style} aria-hidden="true" />;
}

/**
 * One line of placeholder text, exactly one line-height (1lh) of the element it sits in: a skeleton built from the
 * real page's elements and classes then has the loaded page's height, so nothing moves when the data arrives.
 */
export function SkeletonLine({ className = '' }: { className?: string }) {
  return (
    <span className={`skeleton-line ${className}`} aria-hidden="true">
      <SkeletonBlock className="skeleton-line__bar" />
    </span>
  );
}

/** A table body of rows x cells placeholders (the fighters list uses 6 x 8). */
export function SkeletonRows({ rows, cells }: { rows: number; cells: number }) {
  return (
    <tbody aria-busy="true" data-testid="table-skeleton">
      {Array.from({ length: rows }, (_, r) => (
        <tr key={r}>
          {Array.from({ length: cells }, (_, c) => (
            <td key={c}>
              <SkeletonBlock className="w-100" />
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}
