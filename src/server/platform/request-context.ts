/** What the platform attaches to the app and to each request (Fastify type augmentation). */
import type { Schema } from '../../shared/operation-io.ts';
import type { ScopeCondition } from '../../shared/spec-model.ts';
import type { Language } from '../../../generated/i18n/resources.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { AssembledModules } from './assemble-modules.ts';
import type { SessionGate } from './auth/session-gate.ts';
import type { FileStorage } from './files/storage.ts';

/** The signed-in user as the API shows it (never the password hash). */
export type AuthUser = {
  id: number;
  username: string;
  name: string;
  email?: string;
  user_type: Schema<'UserType'>;
  last_login: string | null;
  permissions: string[];
  menu_permissions: string[];
  /** Fund-transfer department (spec/access/departments.yaml); the workflow's department guards read it. */
  ft_department?: Schema<'User'>['ft_department'];
};

/** The records an access grant reaches, bound to the caller. */
export type GrantedScope = { name: string; conditions: ScopeCondition[]; user: AuthUser };

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    storage: FileStorage;
    /** The modules' handlers and hooks, put together at start (`buildApp`). */
    modules: AssembledModules;
  }
  interface FastifyRequest {
    /** Caller's language from Accept-Language (ar by default). */
    language: Language;
    /** Signed-in user; null on public operations and before authentication. */
    user: AuthUser | null;
    /** sha256 of the session token the request came with, when it is valid. */
    sessionHash: string | null;
    /** Scope granted to the caller for this operation; null on public operations. */
    scope: GrantedScope | null;
    /** A session taken from memory that the request's statement has yet to confirm (auth/session-gate.ts); null otherwise. */
    sessionGate: SessionGate | null;
  }
  interface FastifyContextConfig {
    /** The spec operation a route serves; routes without it are not API operations. */
    operationId?: string;
  }
}

/** The signed-in user of a request that passed the access check. */
export function requireUser(user: AuthUser | null): AuthUser {
  if (!user) throw new Error('Handler reached without a user: the access check did not run');
  return user;
}

/** The scope of a request that passed the access check. */
export function requireScope(scope: GrantedScope | null): GrantedScope {
  if (!scope) throw new Error('Handler reached without a scope: the access check did not run');
  return scope;
}
