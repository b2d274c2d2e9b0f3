/**
 * A multi-select whose box, typed in, narrows its options to those containing the text — without regard to case or
 * accents, so "sao" finds São Paulo — once the typing pauses for `debounceMs` (spec B §9: the reading map's
 * multi-select search, 300 ms). A choice may also be found by a word of its own typed whole (a country by its code:
 * "pt" finds Portugal, first, before the names that contain "pt"). Closed, the box shows the chosen options' names;
 * choices hidden by the text stay chosen.
 */
import { useEffect, useMemo, useState } from 'react';
import { Combobox, Field, makeStyles, Option } from '@fluentui/react-components';
import { LONG_LIST_POSITIONING } from './long-list-positioning';

export interface MultiSelectChoice {
  readonly value: string;
  readonly label: string;
  /** Words the choice is also found by when one is typed whole, without regard to case (a country's code). */
  readonly keywords?: readonly string[];
}

export interface SearchableMultiSelectProps {
  readonly label: string;
  /** In the order they are offered. */
  readonly choices: readonly MultiSelectChoice[];
  readonly selected: readonly string[];
  readonly onChange: (selected: string[]) => void;
  readonly placeholder: string;
  /** Said in the list when the text matches no option. */
  readonly noMatch: string;
  readonly debounceMs: number;
  readonly disabled?: boolean;
  /** Said under the box, as a Field's hint. */
  readonly hint?: string;
  /** The rule's message about the choices, under the box. */
  readonly validationMessage?: string;
}

const useStyles = makeStyles({
  // Fills its grid cell, however narrow: Fluent's combobox would keep its own minimum width.
  box: { minWidth: 0, width: '100%' },
});

/** Lower case without accents: what the narrowing compares. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

export function SearchableMultiSelect({
  label,
  choices,
  selected,
  onChange,
  placeholder,
  noMatch,
  debounceMs,
  disabled,
  hint,
  validationMessage,
}: SearchableMultiSelectProps) {
  const styles = useStyles();
  /** What is typed in the box while the list is open; undefined shows the chosen names instead. */
  const [typed, setTyped] = useState<string | undefined>(undefined);
  /** The text the options are narrowed by: `typed`, once the typing has paused. */
  const [narrowedBy, setNarrowedBy] = useState('');

  useEffect(() => {
    if (typed === undefined) return;
    const timer = setTimeout(() => setNarrowedBy(folded(typed)), debounceMs);
    return () => clearTimeout(timer);
  }, [typed, debounceMs]);

  const shown = useMemo(() => {
    if (narrowedBy === '') return choices;
    const byKeyword = choices.filter((choice) => choice.keywords?.some((word) => folded(word) === narrowedBy));
    const byLabel = choices.filter(
      (choice) => !byKeyword.includes(choice) && folded(choice.label).includes(narrowedBy),
    );
    return [...byKeyword, ...byLabel];
  }, [choices, narrowedBy]);
  const chosenNames = choices
    .filter((choice) => selected.includes(choice.value))
    .map((choice) => choice.label)
    .join(', ');

  return (
    <Field label={label} hint={hint} validationMessage={validationMessage}>
      <Combobox
        className={styles.box}
        multiselect
        positioning={LONG_LIST_POSITIONING}
        placeholder={placeholder}
        disabled={disabled}
        selectedOptions={[...selected]}
        value={typed ?? chosenNames}
        onChange={(event) => setTyped(event.target.value)}
        onOpenChange={(_event, data) => {
          if (data.open) return;
          // Closed: the chosen names again, and every option the next time it opens.
          setTyped(undefined);
          setNarrowedBy('');
        }}
        onOptionSelect={(_event, data) => onChange(data.selectedOptions)}
      >
        {shown.map((choice) => (
          <Option key={choice.value} value={choice.value}>
            {choice.label}
          </Option>
        ))}
        {shown.length === 0 && choices.length > 0 && (
          <Option value="" text="" disabled>
            {noMatch}
          </Option>
        )}
      </Combobox>
    </Field>
  );
}
