import './skeleton.css';

/** Grey shimmering placeholders shown while lists load. */
export function SkeletonBlock({ className = '', style }: { className?: string; style?: React.CSSProperties }) {
  return <span className={`skeleton ${className}`} style={style} aria-hidden="true" />;
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
