/**
 * Type-level test of portal calls typed from the spec (src/portal/lib/operation-init.ts): each
 * `@ts-expect-error` below must meet the error it names, or `npm run typecheck` fails. Nothing
 * here runs.
 */
import { callOperation, uploadFile } from '../../src/portal/lib/api-client.ts';
import { pathOf } from '../../src/portal/lib/route-paths.ts';
import { useOperation } from '../../src/portal/lib/use-operation.ts';

/** The answer is the operation's own: `sendChecklistToFe` answers `{ sent, sections }`. */
export async function answersAreTyped(): Promise<number> {
  const sent = await callOperation('sendChecklistToFe', { params: { id: 4 }, query: { send_template: 'missing' } });
  // @ts-expect-error the answer has no `count`
  void (sent.ok && sent.data.count);
  return sent.ok ? sent.data.sections : 0;
}

export async function inputsAreTyped(): Promise<void> {
  // @ts-expect-error no operation of the spec has this id
  await callOperation('sendChecklistToFes', { params: { id: 4 } });
  // @ts-expect-error getForeignEntity needs its `{id}` path parameter
  await callOperation('getForeignEntity');
  // @ts-expect-error listFormValues takes a form name of the spec, not any string
  await callOperation('listFormValues', { query: { form: 'references' } });
  // @ts-expect-error tokenLogin's body has no `password`
  await callOperation('tokenLogin', { body: { token: 't', password: 'p' } });
  // A route param's digits fill a numeric path parameter; operations that need nothing take no init.
  await callOperation('getForeignEntity', { params: { id: '12' } });
  await callOperation('getNotificationStats');
}

export function uploadsAreTyped(file: File): void {
  // @ts-expect-error listReferences takes no file
  void uploadFile('listReferences', file, () => undefined);
  void uploadFile('uploadReferenceFile', file, () => undefined).then((result) => result.ok && result.data.id);
}

export function routesAreNamed(): string {
  // @ts-expect-error no route has this name
  void pathOf('references.lists');
  return pathOf('references.preview', { id: 7 });
}

/** The hook takes the same typed inputs and gives the typed answer. */
export function useTypedCall(): number | undefined {
  // @ts-expect-error getReference needs its `{id}` path parameter
  void useOperation('getReference');
  return useOperation('getNotificationStats').data?.total;
}
