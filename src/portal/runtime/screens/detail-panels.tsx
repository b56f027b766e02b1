import { Spinner } from '@fluentui/react-components';
import { createElement, lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { panelComponents } from '../../../../generated/screens/loaders.ts';
import type { PanelProps } from '../../../shared/spec-model.ts';
import { useT } from '../../lib/i18n.ts';
import type { DetailScreen } from '../../lib/screen-descriptors.ts';

type Panel = NonNullable<DetailScreen['panels']>[number];

// One lazy component per panel name for the whole session, so a reload keeps the loaded chunk.
const loaded = new Map<string, LazyExoticComponent<ComponentType<PanelProps>>>();
// The list and form runtimes are chunks of their own (TanStack Table, RJSF), loaded with a panel that uses them.
const ListPanel = lazy(() => import('../lists/list-panel.tsx'));
const FormPanel = lazy(() => import('../forms/form-panel.tsx'));

function componentOf(name: string): LazyExoticComponent<ComponentType<PanelProps>> {
  let component = loaded.get(name);
  if (!component) {
    const load = panelComponents[name];
    if (!load) throw new Error(`Panel ${name} is not generated; run npm run codegen`);
    loaded.set(name, (component = lazy(load)));
  }
  return component;
}

const keyOf = (panel: Panel) => (typeof panel === 'string' ? panel : 'list' in panel ? panel.list.name : panel.form.name);

/** A list or form screen bound to the record, or the bespoke component (one lazy chunk per name). */
function panelElement(panel: Panel, props: PanelProps): ReactElement {
  if (typeof panel === 'string') return createElement(componentOf(panel), props);
  if ('list' in panel) return <ListPanel screen={panel.list} record={props.record} userType={props.userType} />;
  return <FormPanel screen={panel.form} record={props.record} userType={props.userType} />;
}

/**
 * The panels of a detail screen (`panels:`), in order under its sections: list and form screens
 * bound to the record, and bespoke components. Each is its own chunk, loaded when the screen shows;
 * each gets the record, a reload callback, the user type and FT department.
 */
export function DetailPanels({ panels, ...props }: PanelProps & { panels: Panel[] }) {
  const { t } = useT();
  return (
    <>
      {panels.map((panel) => (
        <Suspense key={keyOf(panel)} fallback={<Spinner size="small" label={t('common.loading')} />}>
          {panelElement(panel, props)}
        </Suspense>
      ))}
    </>
  );
}
