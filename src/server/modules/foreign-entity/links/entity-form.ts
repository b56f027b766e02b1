/**
 * The registration form behind a link (entity_form/{uid}/{form_uid}), for a foreign entity without
 * an account: read it, save it, upload its checklist documents, submit it. The link is the check
 * (the operations are public); nothing else of the portal is reachable through it.
 */
import type { FastifyRequest } from 'fastify';
import { operationSchemas } from '../../../../../generated/api/operation-schemas.ts';
import type { Queryable } from '../../../db/database.ts';
import { SqlParams } from '../../../db/sql-params.ts';
import { readUpload } from '../../../platform/files/read-upload.ts';
import type { Schema } from '../../../../shared/operation-io.ts';
import type { Handler, Handlers } from '../../../platform/handler.ts';
import type { RecordRow } from '../../../platform/resources/records-repository.ts';
import { takeTransitionIn } from '../../../platform/workflow/take-transition.ts';
import { workflowBinding } from '../../../platform/workflow/workflow-binding.ts';
import { loadFormDefinition } from '../../../platform/forms/definitions-repository.ts';
import { submitValues } from '../../../platform/forms/submit-values.ts';
import { valuesRepository } from '../../../platform/forms/values-repository.ts';
import { patchEntity } from '../records/entity-records.ts';
import { REGISTRATION_FORM } from '../records/registration-form.ts';
import { checklistOf } from '../files/checklist.ts';
import { documentViews } from '../files/documents-repository.ts';
import { assertEntityMayChange, documentKind, saveDocument } from '../files/upload-document.ts';
import { entityOfLink, useLink } from './form-links.ts';

/**
 * The entity fields the link's form shows: those of its answer's `entity` (spec/api). The fields it
 * may change are its body's `entity`, which the request schema already holds it to (and codegen
 * holds the contact form of spec/screens to), so a contact field is added in the spec alone.
 */
const answer = operationSchemas.getEntityForm!.responses['200'] as { properties: { entity: { properties: Record<string, unknown> } } };
const SHOWN = Object.keys(answer.properties.entity.properties);

/** The SHOWN fields of the entity's stored data (checked against the entity's schema when written). */
const shown = (entity: RecordRow) =>
  Object.fromEntries(SHOWN.map((field) => [field, field === 'id' ? Number(entity.id) : (entity.data[field] ?? null)])) as Schema<'EntityForm'>['entity'];

async function formView(q: Queryable, request: FastifyRequest, entity: RecordRow, expiresAt: string) {
  const [{ tabs, fields }, values, checklist] = await Promise.all([
    loadFormDefinition(q, REGISTRATION_FORM),
    valuesRepository(q).list({ form: REGISTRATION_FORM, record: Number(entity.id) }),
    checklistOf(q, Number(entity.id), request.language, [0]),
  ]);
  return { entity: shown(entity), tabs, fields, values, checklist, expires_at: new Date(expiresAt).toISOString() };
}

const getEntityForm: Handler<'getEntityForm'> = async (request) => {
  const { entity, link } = await entityOfLink(request.server.db, request);
  return formView(request.server.db, request, entity, link.expires_at);
};

const saveEntityForm: Handler<'saveEntityForm'> = (request) =>
  request.server.db.transaction(async (tx) => {
    const { entity, link } = await entityOfLink(tx, request, true);
    const body = request.body;
    const changes = body.entity ?? {};
    const saved = Object.keys(changes).length ? await patchEntity(tx, entity, changes) : entity;
    if (body.values?.length) await submitValues(tx, { form: REGISTRATION_FORM, record: Number(entity.id), values: body.values as never }, null);
    return formView(tx, request, saved, link.expires_at);
  });

const uploadEntityFormFile: Handler<'uploadEntityFormFile'> = async (request) => {
  const upload = await readUpload(request, operationSchemas.uploadEntityFormFile!.upload!);
  const { entity } = await entityOfLink(request.server.db, request);
  const kind = documentKind({ ...upload.fields, checklist_type: '0' });
  assertEntityMayChange(entity, kind, 'fe');
  const row = await saveDocument(request, entity, kind, upload, null);
  return (await documentViews(request.server.db, [row]))[0];
};

/** Submits as the entity (role `fe`): the workflow's checks (checklist, form, duplicates) apply; the link is used up. */
const submitEntityForm: Handler<'submitEntityForm'> = (request) =>
  request.server.db.transaction(async (tx) => {
    const { entity, link } = await entityOfLink(tx, request, true);
    const row = await takeTransitionIn(tx, workflowBinding('foreign-entity'), {
      id: Number(entity.id), where: { conditions: [], params: new SqlParams() }, userId: null, event: { type: 'submit', role: 'fe' }, request, hooks: request.server.modules.transitionHooks,
    });
    await useLink(tx, request, link.id);
    return { status: Number(row.data.status) };
  });

export const entityFormHandlers: Handlers = { getEntityForm, saveEntityForm, uploadEntityFormFile, submitEntityForm };
