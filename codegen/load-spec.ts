import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative, basename } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { JsonSchema } from '../src/shared/spec-model.ts';
import { linePosition, SpecLines } from './spec-lines.ts';

/** One file of `spec/` or `locales/`, parsed, remembering where it came from. */
export type SpecFile<T = unknown> = { file: string; name: string; data: T };

/** Everything codegen reads, parsed but not yet checked. */
export type SpecProject = {
  root: string;
  api: SpecFile<OpenApiDocument>[];
  entities: SpecFile<JsonSchema>[];
  screens: SpecFile<ScreensFile>[];
  workflows: SpecFile<Record<string, unknown>>[];
  userGroups: SpecFile<Record<string, string[]>>;
  scopes: SpecFile<Record<string, Array<Record<string, unknown>>>>;
  rules: SpecFile<Record<string, 'public' | SpecRule>>[];
  locales: Record<string, SpecFile<Record<string, unknown>>[]>;
  /** `spec/formats.yaml`: each language's locale and numeral system (absent in older copies). */
  formats?: SpecFile<FormatsFile>;
  /** Where things are written in these files, for `file:line:` problems. */
  lines: SpecLines;
};

/** `spec/formats.yaml`: per language, the Intl locale and the numbering system of every number shown. */
export type FormatsFile = { languages?: Record<string, { locale?: string; numerals?: string }> };

/** A rule of spec/access/rules: user type or group → scope, and optionally the fields each may not change. */
export type SpecRule = Record<string, string> & { readOnly?: Record<string, string[]> };

export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
};

export type ScreensFile = {
  module: string;
  menu?: Array<Record<string, unknown>>;
  figures?: Array<Record<string, unknown>>;
  routes?: Record<string, Record<string, unknown>>;
  screens?: Record<string, Record<string, unknown>>;
};

export const LANGUAGES = ['ar', 'en'] as const;

/**
 * Parsed YAML by text, for this process: `codegen --check` runs of the tests parse the same files
 * again and again. Each caller gets its own copy (later steps may change what they are given).
 */
const parsedYaml = new Map<string, unknown>();
function yamlOf(text: string): unknown {
  if (!parsedYaml.has(text)) parsedYaml.set(text, parseYaml(text));
  return structuredClone(parsedYaml.get(text));
}

function parseFile(path: string, root: string): SpecFile {
  const text = readFileSync(path, 'utf8');
  const file = relative(root, path);
  try {
    const data = path.endsWith('.json') ? JSON.parse(text) : yamlOf(text);
    return { file, name: basename(path).replace(/\.(schema\.json|json|ya?ml)$/, ''), data };
  } catch (error) {
    throw syntaxError(file, text, error as Error & { linePos?: Array<{ line: number; col: number }> });
  }
}

/**
 * A file that is no JSON or YAML: one line, `file:line: syntax: …`, with the column. JSON.parse names an
 * offset (`at position 23`), the yaml package a line and column (and a drawing of the line, left out).
 */
function syntaxError(file: string, text: string, error: Error & { linePos?: Array<{ line: number; col: number }> }): SpecError {
  const message = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '').replace(/ in JSON at position \d+.*$/, '');
  const offset = /at position (\d+)/.exec(error.message)?.[1];
  const position = error.linePos?.[0] ? { line: error.linePos[0].line, column: error.linePos[0].col } : offset !== undefined ? linePosition(text, Number(offset)) : undefined;
  const where = position ? `${file}:${position.line}` : file;
  const column = position ? ` (column ${position.column})` : '';
  return new SpecError(where, `syntax: ${message}${column} — correct the ${file.endsWith('.json') ? 'JSON' : 'YAML'} there`);
}

function readFolder(root: string, folder: string, pattern: RegExp): SpecFile[] {
  const dir = join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => pattern.test(name))
    .sort()
    .map((name) => parseFile(join(dir, name), root));
}

/** A problem in one spec file; codegen prints `file: message`. */
export class SpecError extends Error {
  constructor(
    readonly file: string,
    readonly problem: string,
  ) {
    super(`${file}: ${problem}`);
  }
}

/** Reads `spec/` and `locales/` under `root`. */
export function loadSpec(root: string): SpecProject {
  const yaml = /\.ya?ml$/;
  const locales: SpecProject['locales'] = {};
  for (const language of LANGUAGES) {
    locales[language] = readFolder(root, `locales/${language}`, /\.json$/) as SpecFile<Record<string, unknown>>[];
  }
  return {
    root,
    api: readFolder(root, 'spec/api', yaml) as SpecFile<OpenApiDocument>[],
    entities: readFolder(root, 'spec/entities', /\.schema\.json$/) as SpecFile<JsonSchema>[],
    screens: readFolder(root, 'spec/screens', yaml) as SpecFile<ScreensFile>[],
    workflows: readFolder(root, 'spec/workflows', yaml) as SpecFile<Record<string, unknown>>[],
    userGroups: parseFile(join(root, 'spec/access/user-groups.yaml'), root) as SpecFile<Record<string, string[]>>,
    scopes: parseFile(join(root, 'spec/access/scopes.yaml'), root) as SpecProject['scopes'],
    rules: readFolder(root, 'spec/access/rules', yaml) as SpecProject['rules'],
    locales,
    formats: existsSync(join(root, 'spec/formats.yaml')) ? (parseFile(join(root, 'spec/formats.yaml'), root) as SpecFile<FormatsFile>) : undefined,
    lines: new SpecLines(root),
  };
}
