import { Spinner } from '@fluentui/react-components';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { panelComponents } from '../../../../generated/screens/loaders.ts';
import type { PanelProps } from '../../../shared/spec-model.ts';
import { useT } from '../../lib/i18n.ts';

// One lazy component per panel name for the whole session, so a reload keeps the loaded chunk.
const loaded = new Map<string, LazyExoticComponent<ComponentType<PanelProps>>>();

function panelOf(name: string): LazyExoticComponent<ComponentType<PanelProps>> {
  let component = loaded.get(name);
  if (!component) {
    const load = panelComponents[name];
    if (!load) throw new Error(`Panel ${name} is not generated; run npm run codegen`);
    loaded.set(name, (component = lazy(load)));
  }
  return component;
}

/**
 * The bespoke panels of a detail screen (`panels:`), in order under its sections. Each is its own
 * chunk, loaded when the screen shows; each gets the record, a reload callback and the user type.
 */
export function DetailPanels({ names, ...props }: PanelProps & { names: string[] }) {
  const { t } = useT();
  return (
    <>
      {names.map((name) => {
        const Panel = panelOf(name);
        return (
          <Suspense key={name} fallback={<Spinner size="small" label={t('common.loading')} />}>
            <Panel {...props} />
          </Suspense>
        );
      })}
    </>
  );
}
