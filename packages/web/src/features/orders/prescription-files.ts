import { FILE_HEAD_BYTES, fileKindOf } from '@storefront/core/domain/file-kind';
import type { PrescriptionAttachment } from '@storefront/core/machines/checkout.types';

/**
 * The browser files behind the checkout's prescriptions (issue 12): the checkout machine keeps
 * each one's facts and an id (its context stays plain data); the file itself stays here until the
 * order is placed, found by that id (`prescriptionFileOf`, given to the order's place call).
 */
const files = new Map<string, File>();
const ids = new WeakMap<File, string>();
let count = 0;

/** The facts and id of a picked file: its kind told by its first bytes, as the server does. */
export async function attachmentOf(file: File): Promise<PrescriptionAttachment> {
  let id = ids.get(file);
  if (id === undefined) {
    count += 1;
    id = `prescription-${Date.now().toString(36)}-${count}`;
    ids.set(file, id);
    files.set(id, file);
  }
  const head = new Uint8Array(await file.slice(0, FILE_HEAD_BYTES).arrayBuffer());
  return { id, name: file.name, size: file.size, kind: fileKindOf(head) };
}

/** The file of an attachment id (null once forgotten). */
export const prescriptionFileOf = (id: string): File | null => files.get(id) ?? null;

/** Forgets the files no attachment holds any more. */
export function keepPrescriptionFiles(kept: readonly PrescriptionAttachment[]): void {
  const wanted = new Set(kept.map((a) => a.id));
  for (const [id, file] of files) {
    if (!wanted.has(id)) {
      files.delete(id);
      ids.delete(file);
    }
  }
}
