import { Combobox, Option } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { callOperation } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';

type Match = { id: number; title: string };

/** The server is asked once two characters are typed, after a short pause. */
const MIN_CHARACTERS = 2;
const PAUSE_MS = 250;

/**
 * Another ticket the caller reaches, picked by its title (`tickets/?search=`), never typed as a
 * number; `exclude` (this ticket) is not offered.
 */
export function TicketPicker({ label, exclude, onPick }: { label: string; exclude: number; onPick: (ticket: Match | undefined) => void }) {
  const { t } = useT();
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<{ text: string; ok: boolean; matches: Match[] }>();
  const asking = text.trim().length >= MIN_CHARACTERS;
  useEffect(() => {
    if (!asking) return;
    let current = true;
    const asked = text.trim();
    const timer = setTimeout(() => {
      void callOperation('listTickets', { query: { search: asked, page_size: 10 } }).then((result) => {
        if (!current) return;
        const matches = result.ok ? result.data.results.map((row) => ({ id: Number(row.id), title: String(row.title) })).filter((row) => row.id !== exclude) : [];
        setAnswer({ text: asked, ok: result.ok, matches });
      });
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [asking, text, exclude]);
  const status = !asking ? 'idle' : answer?.text !== text.trim() ? 'loading' : answer.ok ? 'ready' : 'failed';
  const matches = status === 'ready' ? answer!.matches : [];
  const message = t(status === 'idle' ? 'forms.widgets.lookups.type_to_search' : status === 'loading' ? 'forms.widgets.lookups.loading' : status === 'failed' ? 'forms.widgets.lookups.failed' : 'forms.widgets.lookups.no_matches');
  return (
    <Combobox
      aria-label={label}
      placeholder={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onPick(undefined);
      }}
      onOptionSelect={(_event, data) => {
        const match = matches.find((row) => String(row.id) === data.optionValue);
        setText(match?.title ?? '');
        onPick(match);
      }}
    >
      {matches.length
        ? matches.map((row) => (
            <Option key={row.id} value={String(row.id)} text={row.title}>
              {row.title}
            </Option>
          ))
        : (
            <Option disabled value="" text={message}>
              {message}
            </Option>
          )}
    </Combobox>
  );
}
