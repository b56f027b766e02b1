import { screens } from '../../../../generated/screens/foreign-entity.ts';
import { EmbeddedForm, formScreenNamed } from '../../runtime/forms/embedded-form.tsx';

// Fields, labels and rules: `foreign_entity.administrative` of spec/screens/foreign-entity.yaml and
// spec/entities/administrative-data.schema.json.
const screen = formScreenNamed(screens, 'foreign_entity.administrative');

/** Reads and replaces the entity's administrative data (file number, registration date, department, notes). */
export function AdministrativeDataForm({ entity }: { entity: number }) {
  return <EmbeddedForm screen={screen} params={{ id: entity }} savedText="foreign_entity.administrative.saved" />;
}
