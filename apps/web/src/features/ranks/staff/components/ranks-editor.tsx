import { useEffect, useId, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  MAX_RANK_GRADE,
  MAX_RANKS,
  RANK_COLOUR_PATTERN,
  RANK_KINDS,
  saveRanksRequestSchema,
  TRANSLATED_LANGUAGES,
  type Rank,
  type RankKind,
  type SaveRanksValues,
  type TranslatedLanguage,
  rankWords,
} from '@academy/contract';
import { BeltDrawing, type BeltRank } from '../../../../components/belt.tsx';
import { FieldError } from '../../../../components/form/field.tsx';
import { SelectField, TextField } from '../../../../components/form/controls.tsx';
import { TranslationsFields } from '../../../../components/form/translations-fields.tsx';
import { Badge } from '../../../../components/badge.tsx';
import { SpinnerButton } from '../../../../components/spinner-button.tsx';
import { useToast } from '../../../../components/toast/toast-context.ts';
import { useT } from '../../../../lib/i18n.ts';
import { useSaveRanks } from '../../api/save-ranks.ts';
import { Icon } from '../../../../components/icon.tsx';
import '../../../../styles/bootstrap/grid.scss';

/** A rank as its inputs hold it: the number as typed, until the contract's schema reads it. */
interface RankRow {
  id: string | null;
  name: string;
  colour: string;
  kind: RankKind;
  grade: string;
  /** The name in each other language, empty where none is given, so that clearing one sends it cleared. */
  translations: Record<TranslatedLanguage, { name: string }>;
}

interface FormValues {
  ranks: RankRow[];
}

// The schema reads exactly these inputs; its input type is wider (an unknown id and number) than the form's.
const resolver = zodResolver(saveRanksRequestSchema) as unknown as Resolver<FormValues, unknown, SaveRanksValues>;

const KIND_LABELS = { kyu: 'admin.ranks.kyu', dan: 'admin.ranks.dan' } as const;

/** A new rank starts grey, of the kind of the rank before it, so a dan added after a dan needs only its number. */
const NEW_COLOUR = '#9e9e9e';

const translationInputs = (rank: Rank | null): RankRow['translations'] =>
  Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => [language, { name: rank?.translations?.[language]?.name ?? '' }]),
  ) as RankRow['translations'];

const rowOf = (rank: Rank): RankRow => ({
  id: rank.id,
  name: rank.name,
  colour: rank.colour,
  kind: rank.kind,
  grade: String(rank.grade),
  translations: translationInputs(rank),
});

/** What the row's belt shows while it is being typed: a colour or number not yet valid draws grey, 0. */
function beltOf(row: RankRow | undefined): BeltRank {
  const colour = row?.colour.trim().toLowerCase() ?? '';
  const grade = Number(row?.grade);
  return {
    name: row?.name.trim() || '…',
    colour: RANK_COLOUR_PATTERN.test(colour) ? colour : NEW_COLOUR,
    kind: row?.kind ?? 'kyu',
    grade: Number.isInteger(grade) && grade > 0 ? grade : 0,
  };
}

/** Where the keyboard goes once a row has moved, opened or gone: an arrow, the Edit toggle, the first field or the first invalid one. */
type Focus = { index: number; target: 'up' | 'down' | 'edit' | 'name' | 'invalid' };

function focusTarget(row: Element | undefined, target: Focus['target']): HTMLElement | null | undefined {
  switch (target) {
    case 'edit':
      return row?.querySelector<HTMLElement>('[data-edit]');
    case 'name':
      return row?.querySelector<HTMLElement>('.rank-row__body input');
    case 'invalid':
      return row?.querySelector<HTMLElement>('.rank-row__body [aria-invalid="true"]');
    default:
      return (
        row?.querySelector<HTMLElement>(`[data-move="${target}"]:not(:disabled)`) ??
        row?.querySelector<HTMLElement>('[data-move]:not(:disabled)')
      );
  }
}

/**
 * The syllabus, lowest rank first. Each rank is a summary line (its place, its belt drawn live from its inputs,
 * arrows to move it, since a phone has no drag) whose Edit toggle opens its fields, Add after and Remove; one rank
 * is open at a time, so twelve ranks fit a phone's screen. A rank just added opens, and so does the first rank
 * Save finds invalid, with its messages. Save sends the whole list in order. The server refuses to remove a rank
 * someone holds and names it; that message stays beside Save.
 */
export function RanksEditor({ ranks }: { ranks: Rank[] }) {
  const t = useT();
  const uid = useId();
  const toast = useToast();
  const save = useSaveRanks();
  const { control, register, handleSubmit, reset, setValue, formState } = useForm<FormValues, unknown, SaveRanksValues>(
    {
      resolver,
      mode: 'onTouched',
      defaultValues: { ranks: ranks.map(rowOf) },
    },
  );
  const { fields, move, insert, remove } = useFieldArray({ control, name: 'ranks', keyName: 'key' });
  const rows = useWatch({ control, name: 'ranks' });
  const errors = formState.errors.ranks;
  const [announcement, setAnnouncement] = useState('');
  const [focus, setFocus] = useState<Focus | null>(null);
  // The open row, by its field key so that it stays open as it moves; a reset gives new keys and closes it.
  const [openKey, setOpenKey] = useState<string | null>(null);
  // The place of a row just inserted: useFieldArray gives it a key only on the next render.
  const added = useRef<number | null>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const at = added.current;
    if (at === null) return;
    added.current = null;
    setOpenKey(fields[at]?.key ?? null);
    setFocus({ index: at, target: 'name' });
  }, [fields]);

  // The keyboard keeps its place: a moved row's arrow where the row went (or its other arrow at an end), the next
  // row's toggle after a removal, the fields of a row that opened by itself.
  useEffect(() => {
    if (!focus) return;
    focusTarget(list.current?.children[focus.index], focus.target)?.focus();
    setFocus(null);
  }, [focus]);

  // A number not typed yet reads 'Green · Kyu', not '0th kyu'.
  const words = (index: number) => {
    const belt = beltOf(rows[index]);
    return belt.grade > 0
      ? rankWords(t, belt)
      : t('ranks.label', { name: belt.name, grade: t(KIND_LABELS[belt.kind]) });
  };

  const moveRow = (from: number, to: number) => {
    const name = words(from);
    move(from, to);
    setFocus({ index: to, target: to < from ? 'up' : 'down' });
    setAnnouncement(t('admin.ranks.moved', { rank: name, position: to + 1, count: fields.length }));
  };

  const add = (at: number) => {
    const before = rows[at - 1];
    added.current = at;
    insert(
      at,
      {
        id: null,
        name: '',
        colour: NEW_COLOUR,
        kind: before?.kind ?? 'kyu',
        grade: '',
        translations: translationInputs(null),
      },
      { shouldFocus: false },
    );
  };

  const removeRow = (index: number) => {
    setAnnouncement(t('admin.ranks.removed', { rank: words(index) }));
    remove(index);
    setFocus({ index: Math.min(index, fields.length - 2), target: 'edit' });
  };

  const toggle = (key: string) => setOpenKey((open) => (open === key ? null : key));

  const submit = handleSubmit(
    (values) =>
      save.mutate(values, {
        onSuccess: (reply) => {
          reset({ ranks: reply.ranks.map(rowOf) });
          toast.show(reply.message, 'success');
        },
      }),
    // The first invalid rank opens with its messages (a closed one only shows that it needs a fix).
    (invalid) => {
      const first = fields.findIndex((_, index) => invalid.ranks?.[index]);
      if (first < 0) return;
      setOpenKey(fields[first]!.key);
      setFocus({ index: first, target: 'invalid' });
    },
  );

  const id = (index: number, name: string) => `${uid}-${fields[index]?.key}-${name}`;
  const listError = errors?.root?.message ?? errors?.message;

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${uid}-title`} className="admin-page__card ranks-editor">
      <div className="ranks-editor__head">
        <h2 id={`${uid}-title`} className="ranks-editor__title">
          {t('admin.ranks.syllabus')}
        </h2>
        <p className="ranks-editor__note">{t('admin.ranks.syllabusNote')}</p>
      </div>
      <ol className="ranks-editor__list" ref={list}>
        {fields.map((field, index) => {
          const row = rows[index];
          const rowErrors = errors?.[index];
          const colour = row?.colour.trim().toLowerCase() ?? '';
          const rank = words(index);
          const open = openKey === field.key;
          const isNew = field.id === null;
          const flagged = Boolean(rowErrors) && !open;
          return (
            <li
              key={field.key}
              className={`rank-row${open ? ' rank-row--open' : ''}${rowErrors ? ' rank-row--invalid' : ''}`}
              aria-label={t('admin.ranks.rowLabel', { position: index + 1, rank })}
            >
              <div className="rank-row__head">
                <span className="rank-row__position" aria-hidden="true">
                  {index + 1}
                </span>
                <button
                  type="button"
                  className="rank-row__toggle"
                  data-edit
                  aria-expanded={open}
                  aria-controls={id(index, 'body')}
                  aria-label={t('admin.ranks.edit', { rank })}
                  aria-describedby={
                    [isNew && id(index, 'new'), flagged && id(index, 'flag')].filter(Boolean).join(' ') || undefined
                  }
                  onClick={() => toggle(field.key)}
                >
                  <span className="rank-row__belt">
                    <BeltDrawing rank={beltOf(row)} className="rank-row__drawing" />
                    <span className="rank-row__words">{rank}</span>
                  </span>
                  {isNew && (
                    <Badge id={id(index, 'new')} tone="info">
                      {t('admin.ranks.new')}
                    </Badge>
                  )}
                  {flagged && (
                    <Badge id={id(index, 'flag')} tone="danger">
                      {t('admin.ranks.needsFix')}
                    </Badge>
                  )}
                  <span className="rank-row__edit" aria-hidden="true">
                    <Icon name="edit" size={16} />
                    <span className="rank-row__edit-word">{t('admin.ranks.editShort')}</span>
                  </span>
                </button>
                <span className="rank-row__move">
                  <button
                    type="button"
                    className="btn btn-outline-secondary btn-sm rank-row__icon"
                    data-move="up"
                    disabled={index === 0}
                    aria-label={t('admin.ranks.moveUp', { rank })}
                    onClick={() => moveRow(index, index - 1)}
                  >
                    <Icon name="up" />
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline-secondary btn-sm rank-row__icon"
                    data-move="down"
                    disabled={index === fields.length - 1}
                    aria-label={t('admin.ranks.moveDown', { rank })}
                    onClick={() => moveRow(index, index + 1)}
                  >
                    <Icon name="down" />
                  </button>
                </span>
              </div>
              <div className="rank-row__body" id={id(index, 'body')} hidden={!open}>
                <div className="row g-2 rank-row__fields">
                  <TextField
                    id={id(index, 'name')}
                    label={t('admin.ranks.name')}
                    autoComplete="off"
                    className="col-12 col-sm-6 col-md-3"
                    error={rowErrors?.name?.message}
                    {...register(`ranks.${index}.name`)}
                  />
                  <div className="col-12 col-sm-6 col-md-3">
                    <label htmlFor={id(index, 'colour')} className="form-label">
                      {t('admin.ranks.colour')}
                    </label>
                    <div className="rank-row__colour">
                      <input
                        type="color"
                        className="form-control form-control-color"
                        aria-label={t('admin.ranks.pickColour', { rank })}
                        value={RANK_COLOUR_PATTERN.test(colour) ? colour : NEW_COLOUR}
                        onChange={(event) =>
                          setValue(`ranks.${index}.colour`, event.target.value, {
                            shouldDirty: true,
                            shouldValidate: true,
                          })
                        }
                      />
                      <input
                        id={id(index, 'colour')}
                        className={`form-control rank-row__hex${rowErrors?.colour ? ' is-invalid' : ''}`}
                        autoComplete="off"
                        spellCheck={false}
                        maxLength={7}
                        aria-invalid={rowErrors?.colour ? true : undefined}
                        aria-describedby={rowErrors?.colour ? `${id(index, 'colour')}-error` : undefined}
                        {...register(`ranks.${index}.colour`)}
                      />
                    </div>
                    <FieldError id={`${id(index, 'colour')}-error`} message={rowErrors?.colour?.message} />
                  </div>
                  <SelectField
                    id={id(index, 'kind')}
                    label={t('admin.ranks.kind')}
                    placeholder={t('admin.ranks.kindPlaceholder')}
                    options={RANK_KINDS}
                    optionLabel={(kind) => t(KIND_LABELS[kind as RankKind])}
                    className="col-7 col-sm-6 col-md-3"
                    error={rowErrors?.kind?.message}
                    {...register(`ranks.${index}.kind`)}
                  />
                  <TextField
                    id={id(index, 'grade')}
                    label={t('admin.ranks.grade')}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={MAX_RANK_GRADE}
                    step={1}
                    className="col-5 col-sm-6 col-md-3"
                    error={rowErrors?.grade?.message}
                    {...register(`ranks.${index}.grade`)}
                  />
                </div>
                <TranslationsFields
                  id={(name) => id(index, name)}
                  inputs={[{ field: 'name', label: t('admin.ranks.name') }]}
                  register={(language, field) => register(`ranks.${index}.translations.${language}.${field}`)}
                  error={(language, field) => rowErrors?.translations?.[language]?.[field]?.message}
                />
                <div className="rank-row__actions">
                  <button
                    type="button"
                    className="btn btn-outline-dark btn-sm d-inline-flex align-items-center gap-1"
                    disabled={fields.length >= MAX_RANKS}
                    aria-label={t('admin.ranks.addAfter', { rank })}
                    onClick={() => add(index + 1)}
                  >
                    <Icon name="plus" size={16} />
                    {t('admin.ranks.addAfterShort')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline-danger btn-sm d-inline-flex align-items-center gap-1 ms-auto"
                    disabled={fields.length === 1}
                    aria-label={t('admin.ranks.remove', { rank })}
                    onClick={() => removeRow(index)}
                  >
                    <Icon name="remove" size={16} />
                    {t('admin.ranks.removeShort')}
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <FieldError id={`${uid}-list-error`} message={listError} />
      {save.error && (
        <div className="alert alert-danger ranks-editor__error" role="alert">
          {save.error.message}
        </div>
      )}
      <div className="ranks-editor__foot">
        <button
          type="button"
          className="btn btn-outline-dark d-inline-flex align-items-center gap-2"
          disabled={fields.length >= MAX_RANKS}
          onClick={() => add(fields.length)}
        >
          <Icon name="plus" />
          {t('admin.ranks.add')}
        </button>
        <div className="ranks-editor__save">
          {formState.isDirty && (
            <button
              type="button"
              className="btn btn-link text-secondary"
              disabled={save.isPending}
              onClick={() => {
                save.reset();
                reset({ ranks: ranks.map(rowOf) });
              }}
            >
              {t('admin.ranks.discard')}
            </button>
          )}
          <SpinnerButton loading={save.isPending}>{t('admin.ranks.save')}</SpinnerButton>
        </div>
      </div>
    </form>
  );
}
