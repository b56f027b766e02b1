import { screens } from '../../../../generated/screens/foreign-entity.ts';
import { EmbeddedForm, formScreenNamed } from '../../runtime/forms/embedded-form.tsx';

// The fields: `foreign_entity.contact` of spec/screens/foreign-entity.yaml, the `entity` part of
// saveEntityForm's body (codegen holds the two to the same fields).
const screen = formScreenNamed(screens, 'foreign_entity.contact');

/** The entity's contact data on its registration link, saved through the link; the server's messages show under the fields. */
export function EntityContactForm({ link, initial }: { link: { uid: string; form_uid: string }; initial: Record<string, unknown> }) {
  return <EmbeddedForm screen={screen} params={link} initial={initial} />;
}
