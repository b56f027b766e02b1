/** Bespoke handlers of dynamic forms: values and their history. Tabs and field definitions are the generic resource runtime. */
import type { Handlers, OperationRequest } from '../../platform/handler.ts';
import { invalidFields, notFound } from '../../platform/errors.ts';
import { requireScope, requireUser } from '../../platform/request-context.ts';
import { readableRecordOf, recordOf } from './record-of.ts';
import { submitValues } from '../../platform/forms/submit-values.ts';
import { uploadFormFile } from './upload-form-file.ts';
import { valuesRepository } from '../../platform/forms/values-repository.ts';
import { checkWidgetDemo } from './widget-demo.ts';

/**
 * Serves `createFormValues` and `updateFormValues`, which take and answer the same. A record-bound form (a module's
 * `recordForms`: the registration form, a support request's form) is never written as the caller's "own" record,
 * whose number is their user id and so another entity's record: here only with a grant on every record (the
 * ministry) and the record named (400 under `record` without it); others get 404 and write it through their
 * module's own operations (the registration link, support/form-values/).
 */
async function save(request: OperationRequest<'createFormValues'>) {
  const body = request.body;
  if (request.server.modules.recordForms.has(body.form)) {
    if (requireScope(request.scope).conditions.length > 0) throw notFound();
    if (body.record === undefined) throw invalidFields({ record: { key: 'errors.required' } });
  }
  const submission = { form: body.form, record: recordOf(request, body.record), values: body.values };
  const by = requireUser(request.user).id;
  return request.server.db.transaction((tx) => submitValues(tx, submission, by));
}

export const handlers: Handlers = {
  /** `POST form-files/`: a file field's upload (PDF or JPEG). */
  uploadFormFile,
  /** `POST forms/widgets-demo/`: the widgets demo form, checked and not stored. */
  checkWidgetDemo,
  /** `GET form-values/?form=&record=`: the stored values. */
  async listFormValues(request) {
    const query = request.query;
    return valuesRepository(request.server.db).list({ form: query.form, record: await readableRecordOf(request, query.form, query.record) });
  },
  /** `POST form-values/`: submit values (checked, hidden ones cleared, history written). */
  createFormValues: save,
  /** `PUT form-values/list-update/`: the same, as a list update. */
  updateFormValues: save,
  /** `GET history-form-values/?form=&record=&field=`: changes, newest first. */
  async listFormValueHistory(request) {
    const query = request.query;
    return valuesRepository(request.server.db).history({ form: query.form, record: await readableRecordOf(request, query.form, query.record) }, query.field);
  },
};
