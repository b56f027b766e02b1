/**
 * Remarks on an awqaf request (aq/comment/, entity awqaf-comment) by its three parties. The server
 * stamps the party (from the author's user type) and the author's name; `audience` `ministries` keeps a
 * remark between the foreign ministry and the awqaf ministry: the mission never lists it nor downloads
 * its file (both answer as if it did not exist). A mission's own remarks are for all.
 */
import type { FastifyRequest } from 'fastify';
import type { Schema } from '../../../shared/operation-io.ts';
import { recordMiss } from '../../platform/access/record-miss.ts';
import { notFound, OutOfScope } from '../../platform/errors.ts';
import { sendFile } from '../../platform/files/download-handler.ts';
import { filesRepository } from '../../platform/files/files-repository.ts';
import type { Handler } from '../../platform/handler.ts';
import { requireUser, type AuthUser } from '../../platform/request-context.ts';
import { entityBinding } from '../../platform/resources/entities.ts';
import { scopeWhere } from '../../platform/resources/read-handlers.ts';
import { recordViews } from '../../platform/resources/record-view.ts';
import { recordsRepository } from '../../platform/resources/records-repository.ts';
import type { ResourceHookMap } from '../../platform/resources/resource-hooks.ts';

const comments = () => entityBinding('awqaf-comment');
const requestsEntity = () => entityBinding('awqaf-request');

/** The party a user type writes for. */
const partyOf = (user: AuthUser): 'mission' | 'ministry' | 'awqaf' => (user.user_type === 'dm' ? 'mission' : user.user_type === 'awqaf' ? 'awqaf' : 'ministry');

/** May the caller read remarks meant for the ministries only? Not the mission. */
const readsMinistriesOnly = (request: FastifyRequest) => requireUser(request.user).user_type !== 'dm';

export const commentHooks: ResourceHookMap = {
  createAwqafComment: {
    beforeCreate: (data, user) => {
      const party = partyOf(user);
      return { ...data, audience: party === 'mission' ? 'all' : (data.audience ?? 'all'), party, author_name: user.name || user.username };
    },
  },
};

/** `aq/comment/?awqaf_request=`: the remarks the caller reads, oldest first (404 for a request out of reach). */
export const listAwqafComments: Handler<'listAwqafComments'> = async (request) => {
  const db = request.server.db;
  const parent = requestsEntity();
  const id = request.query.awqaf_request;
  if (!(await recordsRepository(db, parent).find(id, scopeWhere(request, parent)))) throw await recordMiss(db, parent, id);
  const { rows } = await db.query<{ id: string; version: number; data: Record<string, unknown>; created_by: string | null; created_at: string; updated_at: string }>(
    `SELECT * FROM awqaf_comment_records WHERE (data->>'awqaf_request')::bigint = $1 AND ($2 OR data->>'audience' IS DISTINCT FROM 'ministries') ORDER BY id`,
    [id, readsMinistriesOnly(request)],
  );
  const size = request.query.page_size ?? 9999;
  const first = ((request.query.page ?? 1) - 1) * size;
  const results = await recordViews<Schema<'AwqafComment'>>(db, comments(), rows.slice(first, first + size), request.language);
  return { count: rows.length, results };
};

/** A remark's file, for whoever reads the remark. */
export const downloadAwqafCommentFile: Handler<'downloadAwqafCommentFile'> = async (request, reply) => {
  const db = request.server.db;
  const file = await filesRepository(db).find(request.params.id);
  if (!file || file.owner_entity !== 'awqaf-comment') throw notFound();
  if (file.owner_id === null) {
    if (Number(file.created_by) !== requireUser(request.user).id) throw new OutOfScope();
    return sendFile(request, reply, file);
  }
  const comment = await recordsRepository(db, comments()).find(Number(file.owner_id), scopeWhere(request, comments()));
  if (!comment || (comment.data.audience === 'ministries' && !readsMinistriesOnly(request))) throw new OutOfScope();
  return sendFile(request, reply, file);
};
