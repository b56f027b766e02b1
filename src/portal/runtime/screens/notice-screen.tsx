import { Body1, Card, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../lib/i18n.ts';
import { pathOf } from '../../lib/route-paths.ts';
import type { ScreenDescriptor } from '../../lib/screen-descriptors.ts';
import { PublicFrame } from './public-frame.tsx';
import { RouteButton } from './route-button.tsx';

type Notice = Extract<ScreenDescriptor, { kind: 'notice' }>;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxInlineSize: '48rem' },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'flex-start' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** The route params of an action: its literal `params`, and those it takes from the address (none missing, or no action). */
function paramsOf(action: Notice['actions'][number], query: URLSearchParams): Record<string, string> | undefined {
  const taken: Record<string, string> = {};
  for (const [param, name] of Object.entries(action.query ?? {})) {
    const value = query.get(name);
    if (!value) return undefined;
    taken[param] = value;
  }
  return { ...action.params, ...taken };
}

/**
 * A confirmation page of spec/screens (`kind: notice`): its heading, the message as a status (with
 * `{{count}}` from the address when the notice names one) and the ways on. Public notices keep to the
 * frame of the pages seen without an account.
 */
export default function NoticeScreen({ screen }: { screen: Notice }) {
  const { tKey } = useT();
  const styles = useStyles();
  const [query] = useSearchParams();
  const count = screen.count === undefined ? undefined : Number(query.get(screen.count) ?? 0) || 0;
  const text = count === 0 && screen.empty ? tKey(screen.empty) : tKey(screen.text, count === undefined ? undefined : { count });
  const actions = screen.actions.flatMap((action) => {
    const params = paramsOf(action, query);
    return params ? [{ ...action, to: pathOf(action.route, params) }] : [];
  });
  const body = (
    <Card className={styles.card} role="status">
      <Body1 as="p">{text}</Body1>
      {actions.length > 0 && (
        <div className={styles.actions}>
          {actions.map((action) => (
            <RouteButton key={action.label} to={action.to} appearance={action.appearance}>{tKey(action.label)}</RouteButton>
          ))}
        </div>
      )}
    </Card>
  );
  if (screen.frame === 'public') return <PublicFrame heading={tKey(screen.title)}>{body}</PublicFrame>;
  return (
    <section className={styles.page} aria-labelledby={`${screen.name}-title`}>
      <Title2 as="h1" id={`${screen.name}-title`}>{tKey(screen.title)}</Title2>
      {body}
    </section>
  );
}
