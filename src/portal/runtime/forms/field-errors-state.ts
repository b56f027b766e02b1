import type { ErrorSchema } from '@rjsf/utils';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldOfId } from './field-ids.ts';
import { serverMessage } from './server-message.ts';

/**
 * Errors that do not come from the schema: the server's (a 400's `fields`: translated text, or an
 * error key translated here) and the widgets' (a refused upload). Changing a field clears its own; a new server answer shows anew.
 */
export function useFieldErrorsState(serverErrors: Record<string, string> | undefined, fields: readonly string[]) {
  const [dismissed, setDismissed] = useState({ of: serverErrors, fields: new Set<string>() });
  const [widgetErrors, setWidgetErrors] = useState<Record<string, string>>({});
  const hidden = dismissed.of === serverErrors ? dismissed.fields : undefined;
  const { t, i18n } = useTranslation();

  /** field → message, the widgets' over the server's. */
  const messages = useMemo(() => {
    const shown = Object.entries(serverErrors ?? {}).filter(([field]) => !hidden?.has(field));
    const translated = shown.map(([field, message]) => [field, serverMessage(message, (key) => t(key), (key) => i18n.exists(key))]);
    return { ...Object.fromEntries(translated), ...widgetErrors };
  }, [serverErrors, hidden, widgetErrors, t, i18n]);

  /** The same, as RJSF `extraErrors` for the fields the form shows. */
  const extraErrors = useMemo(
    () => Object.fromEntries(Object.entries(messages).filter(([field]) => fields.includes(field)).map(([field, message]) => [field, { __errors: [message] }])) as ErrorSchema,
    [messages, fields],
  );

  const setFieldError = useCallback(
    (id: string, message?: string) => {
      const field = fieldOfId(id, fields);
      if (!field) return;
      setWidgetErrors(({ [field]: _old, ...rest }) => (message ? { ...rest, [field]: message } : rest));
    },
    [fields],
  );

  const dismiss = useCallback(
    (field: string) => {
      setWidgetErrors(({ [field]: _old, ...rest }) => rest);
      setDismissed((state) => ({ of: serverErrors, fields: new Set([...(state.of === serverErrors ? state.fields : []), field]) }));
    },
    [serverErrors],
  );

  return { messages, extraErrors, setFieldError, dismiss };
}
