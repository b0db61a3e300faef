import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../../lib/i18n.ts';
import './event-description.css';

interface Props {
  text: string;
  /** The paragraph's class, which clamps it to a few lines (event-card.css, event-banner.css). */
  className: string;
}

/**
 * An event's description, clamped to a few lines to keep cards even, with a Read more / Show less toggle when the
 * clamp actually hides something: a parent must be able to read every line (safety gear, what to bring).
 * Whether it is clamped depends on the width, so it is measured after layout and again on resize; the
 * prerendered page has no toggle until the browser has measured.
 */
export function EventDescription({ text, className }: Props) {
  const t = useT();
  const ref = useRef<HTMLParagraphElement>(null);
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const [clamped, setClamped] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el || expanded) return;
    // One pixel of slack: subpixel line heights round up in scrollHeight.
    const measure = () => setClamped(el.scrollHeight > el.clientHeight + 1);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // The observer reports each paragraph right after the browser's own layout, where reading its size costs
    // nothing. Measuring in a layout effect forced a layout of the whole page for every slice of a long list (the
    // events page with 200 events spent seconds in layout on a slow phone).
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [text, expanded]);

  return (
    <>
      <p id={id} ref={ref} className={`${className}${expanded ? ' is-expanded' : ''}`}>
        {text}
      </p>
      {(clamped || expanded) && (
        <button
          type="button"
          className="btn btn-link event-description__toggle"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
        >
          {t(expanded ? 'events.description.showLess' : 'events.description.readMore')}
        </button>
      )}
    </>
  );
}
