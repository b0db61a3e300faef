import type { ComponentProps } from 'react';
import { rankText, type Rank, rankWords } from '@academy/contract';
import { useT } from '../../lib/i18n.ts';
import { SelectField } from './controls.tsx';

type Props = Omit<ComponentProps<typeof SelectField>, 'options' | 'optionLabel'> & { ranks: readonly Rank[] };

/**
 * A belt chosen from the academy's syllabus: each option shows the rank's words ('Brown · 3rd kyu') and sends
 * `rankText` ('Brown 3 kyu'), which names exactly one rank whatever the page's language.
 */
export function BeltSelectField({ ranks, ...select }: Props) {
  const t = useT();
  const words = new Map(ranks.map((rank) => [rankText(rank), rankWords(t, rank)]));
  return <SelectField options={[...words.keys()]} optionLabel={(value) => words.get(value) ?? value} {...select} />;
}
