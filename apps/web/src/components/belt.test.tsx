// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { darkerShade } from '../lib/belt-shape.ts';
import { Belt } from './belt.tsx';

afterEach(cleanup);

const brown = { name: 'Brown', colour: '#7b4a12', kind: 'kyu', grade: 3 } as const;
const black = { name: 'Black', colour: '#111111', kind: 'dan', grade: 2 } as const;
const white = { name: 'White', colour: '#ffffff', kind: 'kyu', grade: 10 } as const;

describe('Belt', () => {
  it('says the rank in words and hides the drawing from screen readers', () => {
    const { container } = render(<Belt rank={brown} />);
    expect(screen.getByText('Brown · 3rd kyu')).toBeTruthy();
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.querySelector('rect')!.getAttribute('fill')).toBe('#7b4a12');
  });

  it('outlines a white belt in a darker shade so it shows on a white page', () => {
    const { container } = render(<Belt rank={white} />);
    const band = container.querySelector('rect')!;
    expect(band.getAttribute('fill')).toBe('#ffffff');
    expect(band.getAttribute('stroke')).toBe(darkerShade('#ffffff'));
    expect(darkerShade('#ffffff')).toBe('#999999');
  });

  it('draws one gold bar per dan and none on a kyu belt', () => {
    const dan = render(<Belt rank={black} />);
    expect(dan.container.querySelectorAll('rect[fill="#d4a52a"]')).toHaveLength(2);
    dan.unmount();
    const kyu = render(<Belt rank={brown} />);
    expect(kyu.container.querySelectorAll('rect[fill="#d4a52a"]')).toHaveLength(0);
  });

  it('keeps the words for screen readers when the label is not shown', () => {
    render(<Belt rank={black} showLabel={false} size="sm" />);
    const words = screen.getByText('Black · 2nd dan');
    expect(words.className).toBe('visually-hidden');
  });
});
