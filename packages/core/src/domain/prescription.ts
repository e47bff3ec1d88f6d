/**
 * Prescriptions (issue 12; reference §6.7 `order_attachment`): a pharmacy order with an item that
 * needs a prescription (`is_prescription_required`) is placed only with at least one uploaded
 * prescription; at most `MAX_PRESCRIPTIONS` files, each an image or a PDF (told by its bytes:
 * file-kind.ts) of at most `MAX_PRESCRIPTION_BYTES`.
 *
 * The same rule runs in the upload widget (as files are picked), in the checkout machine (before
 * placing) and on the server (the files as received); its refusals are `RuleIssue`s, answered by
 * the server with 403 and the code.
 */
import type { Flag } from './flag.js';
import { isOn } from './flag.js';
import { ruleIssue, type RuleIssue } from './issue.js';
import { FILE_KIND_TYPES, type FileKind } from './file-kind.js';
import type { ModuleType } from './session.js';

export const MAX_PRESCRIPTIONS = 5;
export const MAX_PRESCRIPTION_MB = 2;
export const MAX_PRESCRIPTION_BYTES = MAX_PRESCRIPTION_MB * 1024 * 1024;

/** The kinds a prescription may be: an image or a PDF. */
export const PRESCRIPTION_KINDS: readonly FileKind[] = ['jpeg', 'png', 'gif', 'webp', 'pdf'];

/** The `accept` of a file input for prescriptions. */
export const PRESCRIPTION_ACCEPT = PRESCRIPTION_KINDS.map((k) => FILE_KIND_TYPES[k]).join(',');

export type PrescriptionIssueCode =
  | 'prescription_required'
  | 'prescription_count'
  | 'prescription_empty'
  | 'prescription_size'
  | 'prescription_kind';

export type PrescriptionIssue = RuleIssue<PrescriptionIssueCode>;

export const PRESCRIPTION_KEYS: Record<PrescriptionIssueCode, string> = {
  prescription_required: 'prescription.error.required',
  prescription_count: 'prescription.error.tooMany',
  prescription_empty: 'prescription.error.empty',
  prescription_size: 'prescription.error.tooLarge',
  prescription_kind: 'prescription.error.kind',
};

/** The field a server names in its refusal (the v1 field of the files). */
export const PRESCRIPTION_FIELD = 'order_attachment';

/** A file as the rule reads it: its name, its size in bytes and its kind by content. */
export interface PrescriptionFileFacts {
  name: string;
  size: number;
  /** `fileKindOf` of its first bytes (null: not a known kind). */
  kind: FileKind | null;
}

/** What the rule reads of an item. */
export interface PrescriptionItem {
  is_prescription_required?: Flag;
}

/** Whether an order of these items needs a prescription: pharmacy, one item requires it. */
export function requiresPrescription(
  moduleType: ModuleType | string | null | undefined,
  items: readonly PrescriptionItem[],
): boolean {
  return moduleType === 'pharmacy' && items.some((i) => isOn(i.is_prescription_required));
}

const issue = (code: PrescriptionIssueCode, values: Record<string, string | number> = {}) =>
  ruleIssue(code, PRESCRIPTION_KEYS[code], values);

/** Why one file cannot be a prescription (empty, too large, not an image or PDF), or null. */
export function prescriptionFileIssue(file: PrescriptionFileFacts): PrescriptionIssue | null {
  if (file.size <= 0) return issue('prescription_empty', { name: file.name });
  if (file.size > MAX_PRESCRIPTION_BYTES) {
    return issue('prescription_size', { name: file.name, size: MAX_PRESCRIPTION_MB });
  }
  if (file.kind == null || !PRESCRIPTION_KINDS.includes(file.kind)) {
    return issue('prescription_kind', { name: file.name });
  }
  return null;
}

/** The refusal of more than `MAX_PRESCRIPTIONS` files. */
export const tooManyPrescriptions = (): PrescriptionIssue =>
  issue('prescription_count', { max: MAX_PRESCRIPTIONS });

/**
 * Every reason these files cannot go with the order, in order: too many, each file's own
 * problem, none while one is required.
 */
export function prescriptionIssues(
  files: readonly PrescriptionFileFacts[],
  options: { required: boolean },
): PrescriptionIssue[] {
  const issues: PrescriptionIssue[] = [];
  if (files.length > MAX_PRESCRIPTIONS) issues.push(tooManyPrescriptions());
  for (const file of files) {
    const problem = prescriptionFileIssue(file);
    if (problem) issues.push(problem);
  }
  if (options.required && files.length === 0) issues.push(issue('prescription_required'));
  return issues;
}

/**
 * Files picked while `current` are attached: the good ones are added up to `MAX_PRESCRIPTIONS`;
 * each refused file gives its issue, and files beyond the limit the count issue (once).
 */
export function addPrescriptions<F extends PrescriptionFileFacts>(
  current: readonly F[],
  picked: readonly F[],
): { files: F[]; issues: PrescriptionIssue[] } {
  const files = [...current];
  const issues: PrescriptionIssue[] = [];
  let overflow = false;
  for (const file of picked) {
    const problem = prescriptionFileIssue(file);
    if (problem) issues.push(problem);
    else if (files.length >= MAX_PRESCRIPTIONS) overflow = true;
    else files.push(file);
  }
  if (overflow) issues.push(tooManyPrescriptions());
  return { files, issues };
}
