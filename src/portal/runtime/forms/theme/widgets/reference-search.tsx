import { Combobox, Option } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { referenceLookups } from '../../../../../../generated/entities/reference-lookups.ts';
import { callAnyOperation } from '../../../../lib/api-client.ts';
import { useT } from '../../../../lib/i18n.ts';
import { useSiblingValue } from '../../form-values-store.ts';

type Match = { id: number; name: string; name_en?: string | null; name_ar?: string | null };

/** The server is asked once the user has typed this many characters, after this pause. */
const MIN_CHARACTERS = 2;
const PAUSE_MS = 250;

/**
 * A reference picked by a server-side search (`x-lookup` with `search`): the records whose name
 * matches what is typed, named in the page's language. The current value shows the name the server
 * sent with the record (`<field>_name`) until another is picked.
 */
export function ReferenceSearch({ widget, entity }: { widget: WidgetProps; entity: string }) {
  const { id, name, value, required, disabled, readonly, autofocus, registry, onChange, onBlur, onFocus } = widget;
  const { t, language } = useT();
  const lookup = referenceLookups[entity]!;
  const savedName = useSiblingValue(registry, `${name}_name`) as string | undefined;
  const [picked, setPicked] = useState<Match>();
  const [query, setQuery] = useState<string>();
  // The matches of the last text asked about; what the list says is derived from the current text.
  const [answer, setAnswer] = useState<{ text: string; ok: boolean; matches: Match[] }>();
  const nameOf = (match: Match) => (language === 'ar' ? match.name_ar : match.name_en) || match.name;
  const text = query?.trim() ?? '';
  const asking = text.length >= MIN_CHARACTERS;

  useEffect(() => {
    if (!asking) return;
    let current = true;
    const timer = setTimeout(() => {
      void callAnyOperation(lookup.operation, { query: { ...lookup.query, [lookup.search!]: text } }).then((result) => {
        if (current) setAnswer({ text, ok: result.ok, matches: result.ok ? (result.data as Match[]) : [] });
      });
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [asking, text, lookup]);

  const status = !asking ? 'idle' : answer?.text !== text ? 'loading' : answer.ok ? 'ready' : 'failed';
  const matches = status === 'ready' ? answer!.matches : [];
  const present = value !== undefined && value !== null && value !== '';
  const shown = picked && picked.id === value ? nameOf(picked) : present ? (savedName ?? '') : '';
  const message = t(status === 'idle' ? 'forms.widgets.lookups.type_to_search' : status === 'loading' ? 'forms.widgets.lookups.loading' : status === 'failed' ? 'forms.widgets.lookups.failed' : 'forms.widgets.lookups.no_matches');
  return (
    <Combobox
      id={id}
      value={query ?? shown}
      selectedOptions={present ? [String(value)] : []}
      placeholder={t('forms.widgets.lookups.search')}
      disabled={disabled || readonly}
      required={required}
      autoFocus={autofocus}
      clearable={!required}
      freeform
      onInput={(event) => setQuery((event.target as HTMLInputElement).value)}
      onOptionSelect={(_, data) => {
        const match = matches.find((m) => String(m.id) === data.optionValue);
        setQuery(undefined);
        setPicked(match);
        // A widget embedding this picker (a permission binding a record) may keep the picked name.
        if (match) (widget.options.onNamed as ((id: number, name: string) => void) | undefined)?.(match.id, nameOf(match));
        onChange(match?.id);
      }}
      onBlur={() => {
        setQuery(undefined);
        onBlur(id, value);
      }}
      onFocus={() => onFocus(id, value)}
    >
      {matches.length > 0
        ? matches.map((match) => <Option key={match.id} value={String(match.id)}>{nameOf(match)}</Option>)
        : <Option disabled value="" text={message}>{message}</Option>}
    </Combobox>
  );
}
