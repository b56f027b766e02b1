import { Combobox, Option } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { referenceLookups } from '../../../../generated/entities/reference-lookups.ts';
import { callAnyOperation } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { useHandoverFocus, type Handover } from './lookups/handover.ts';
import type { ReferenceComboboxProps, ReferenceMatch } from './reference-combobox.tsx';

/** The server is asked once the user has typed this many characters, after this pause. */
const MIN_CHARACTERS = 2;
const PAUSE_MS = 250;

/**
 * `ReferenceCombobox` once it is used (`reference-combobox.tsx` draws the light control until then):
 * Fluent's `Combobox` of the records of `entity` whose name matches what is typed, found by the
 * server, named in the page's language. A chunk of its own; `handover` is what the light control was given.
 */
export default function FluentReferenceCombobox(props: ReferenceComboboxProps & { handover?: Handover | undefined }) {
  const { entity, value, savedName, required, onPick } = props;
  const { t, language } = useT();
  const lookup = referenceLookups[entity]!;
  const [picked, setPicked] = useState<ReferenceMatch>();
  const [query, setQuery] = useState<string | undefined>(props.handover?.typed);
  const input = useHandoverFocus(props.handover);
  // The matches of the last text asked about; what the list says is derived from the current text.
  const [answer, setAnswer] = useState<{ text: string; ok: boolean; matches: ReferenceMatch[] }>();
  const nameOf = (match: ReferenceMatch) => (language === 'ar' ? match.name_ar : match.name_en) || match.name;
  const text = query?.trim() ?? '';
  const asking = text.length >= MIN_CHARACTERS;

  useEffect(() => {
    if (!asking) return;
    let current = true;
    const timer = setTimeout(() => {
      void callAnyOperation(lookup.operation, { query: { ...lookup.query, [lookup.search!]: text } }).then((result) => {
        if (current) setAnswer({ text, ok: result.ok, matches: result.ok ? (result.data as ReferenceMatch[]).filter((match) => match.id !== props.exclude) : [] });
      });
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [asking, text, lookup, props.exclude]);

  const status = !asking ? 'idle' : answer?.text !== text ? 'loading' : answer.ok ? 'ready' : 'failed';
  const matches = status === 'ready' ? answer!.matches : [];
  const present = value !== undefined && value !== null && value !== '';
  const shown = picked && picked.id === value ? nameOf(picked) : present ? (savedName ?? '') : '';
  const message = t(status === 'idle' ? 'forms.widgets.lookups.type_to_search' : status === 'loading' ? 'forms.widgets.lookups.loading' : status === 'failed' ? 'forms.widgets.lookups.failed' : 'forms.widgets.lookups.no_matches');
  return (
    <Combobox
      ref={input}
      defaultOpen={props.handover?.open}
      {...(props.id ? { id: props.id } : {})}
      {...(props.label ? { 'aria-label': props.label } : {})}
      value={query ?? shown}
      selectedOptions={present ? [String(value)] : []}
      placeholder={t('forms.widgets.lookups.search')}
      disabled={props.disabled}
      required={required}
      autoFocus={props.autoFocus}
      clearable={!required}
      freeform
      onInput={(event) => setQuery((event.target as HTMLInputElement).value)}
      onOptionSelect={(_, data) => {
        const match = matches.find((m) => String(m.id) === data.optionValue);
        setQuery(undefined);
        setPicked(match);
        onPick(match);
      }}
      onBlur={() => {
        setQuery(undefined);
        props.onBlur?.();
      }}
      onFocus={() => props.onFocus?.()}
    >
      {matches.length > 0
        ? matches.map((match) => <Option key={match.id} value={String(match.id)}>{nameOf(match)}</Option>)
        : <Option disabled value="" text={message}>{message}</Option>}
    </Combobox>
  );
}
