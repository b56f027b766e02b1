/** Operations of spec/api/foreign-entity-print.yaml: the printed registration form and letter, the list as a PDF. */
import type { Handlers } from '../../../platform/handler.ts';
import { exportForeignEntitiesPdf } from './list-export-pdf.ts';
import { printForeignEntityForm } from './registration-form-pdf.ts';
import { printForeignEntityLetter } from './status-letter-pdf.ts';

export const handlers: Handlers = { printForeignEntityForm, printForeignEntityLetter, exportForeignEntitiesPdf };
