// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeContent } from '../../../config/academy.ts';
import { MastersSection } from './masters-section.tsx';
import { stubScreen } from '../../../test-media.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Hide Masters', () => {
  it.each([
    [false, 'smooth'],
    [true, 'auto'],
  ])('scrolls the masters heading back into view (reduced motion: %s)', (reducedMotion, behavior) => {
    stubScreen(1280, { reducedMotion });
    const scrolled: { element: Element; options: unknown }[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element, options) {
      scrolled.push({ element: this, options });
    });
    render(<MastersSection masters={homeContent.masters} />);

    fireEvent.click(screen.getByRole('button', { name: 'View More Masters' }));
    // Revealing keeps the reader where they are.
    expect(scrolled).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Hide Masters' }));
    expect(scrolled).toHaveLength(1);
    expect(scrolled[0]?.element).toBe(screen.getByRole('heading', { level: 2, name: 'Our Masters' }));
    expect(scrolled[0]?.options).toEqual({ behavior, block: 'start' });
  });
});
