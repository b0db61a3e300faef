import { PROGRAM_LABELS, PROGRAMS, type Batch, type Program } from '@academy/contract';
import { Pill } from '../../../../components/pill.tsx';
import { useT } from '../../../../lib/i18n.ts';

interface Props {
  batches: Batch[];
  value: Program | undefined;
  onChange: (program: Program | undefined) => void;
}

/** All programs, or one: a toggle group whose pressed button is the filter, each with its count of open batches. */
export function ProgramFilter({ batches, value, onChange }: Props) {
  const t = useT();
  const options = [undefined, ...PROGRAMS] as const;
  return (
    <div className="program-filter" role="group" aria-label={t('classes.filter.label')}>
      {options.map((program) => {
        const count = program ? batches.filter((batch) => batch.program === program).length : batches.length;
        const pressed = program === value;
        return (
          <Pill key={program ?? 'all'} pressed={pressed} count={count} onClick={() => onChange(program)}>
            {t(program ? PROGRAM_LABELS[program] : 'classes.filter.all')}
          </Pill>
        );
      })}
    </div>
  );
}
