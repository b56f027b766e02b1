import { useMemo, useState } from 'react';
import type { FormScreen } from '../../lib/screen-descriptors.ts';
import { useT } from '../../lib/i18n.ts';
import { JourneySteps } from '../screens/journey-steps.tsx';
import SchemaForm, { type SchemaFormProps } from './schema-form.tsx';

type FormData = Record<string, unknown>;

/** The first step holding one of the refused fields; the current one when none does. */
function stepOfErrors(screen: FormScreen, errors: Record<string, string> | undefined, current: number): number {
  const index = screen.steps.findIndex((step) => step.sections.some((section) => section.fields.some((field) => errors?.[field] !== undefined)));
  return index < 0 ? current : index;
}

/**
 * A form screen with several `steps` (spec/screens), one step at a time: its fields checked by
 * Next before the following step opens, Back keeping what was typed, Save on the last step sending
 * the values of every step. A refusal of a field of an earlier step opens that step with the
 * message under the field. Above the form, the steps (or the whole `journey` the form begins).
 * A form with one step is a plain `SchemaForm`.
 */
export default function SteppedForm(props: SchemaFormProps) {
  const { screen, formData, serverErrors, onSubmit } = props;
  const { t } = useT();
  const [index, setIndex] = useState(0);
  const [data, setData] = useState<FormData>(formData ?? {});
  // One screen object per step, kept, as the form's conversion cache wants.
  const stepScreens = useMemo(() => screen.steps.map((step) => ({ ...screen, steps: [step] })), [screen]);
  const journey = useMemo(() => screen.journey ?? { steps: screen.steps.map((step) => step.title), at: 1 }, [screen]);
  // A new refusal opens the step of its first field (adjusted while rendering, React's way to follow a prop).
  const [answer, setAnswer] = useState(serverErrors);
  if (answer !== serverErrors) {
    setAnswer(serverErrors);
    setIndex(stepOfErrors(screen, serverErrors, index));
  }
  if (screen.steps.length < 2) {
    return (
      <>
        {screen.journey && <JourneySteps journey={screen.journey} />}
        <SchemaForm {...props} />
      </>
    );
  }

  const last = index === screen.steps.length - 1;
  const stepFields = new Set(screen.steps[index]!.sections.flatMap((section) => section.fields));
  // The step's values replace what it held before (a field emptied on the step is empty).
  const merge = (step: FormData) => ({ ...Object.fromEntries(Object.entries(data).filter(([field]) => !stepFields.has(field))), ...step });
  const next = (step: FormData) => {
    const all = merge(step);
    setData(all);
    if (last) onSubmit(all);
    else setIndex(index + 1);
  };
  const back = (step: FormData) => {
    setData(merge(step));
    setIndex(index - 1);
  };
  return (
    <>
      <JourneySteps journey={journey} at={journey.at + index} />
      <SchemaForm
        {...props}
        key={index}
        screen={stepScreens[index]!}
        formData={data}
        onSubmit={next}
        submitText={last ? undefined : t('common.steps.next')}
        secondary={index > 0 ? { text: t('common.steps.back'), onClick: back } : undefined}
      />
    </>
  );
}
