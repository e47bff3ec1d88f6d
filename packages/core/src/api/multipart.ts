/**
 * Multipart bodies for the calls that upload files (issue 12: prescriptions with an order,
 * photos with a review): the fields as form values, the files under their v1 names. Core has no
 * DOM types; the runtime's `FormData` (browsers, Node 18+) builds the body, and a file is whatever
 * the adapter holds (a browser `File`, a Node `Blob`).
 */

/** A file to upload: its name and its bytes (a `Blob` or `File` of the runtime). */
export interface UploadFile {
  name: string;
  data: unknown;
}

/** What core needs of the runtime's `FormData`. */
export interface FormDataLike {
  append(name: string, value: unknown, fileName?: string): void;
}

/** A field's form value: numbers and flags as text, lists and objects as JSON; null: left out. */
export function formValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** A multipart body of `fields` and `files` (each name repeated per file, e.g. `order_attachment[]`). */
export function multipartBody(
  fields: Record<string, unknown>,
  files: Record<string, readonly UploadFile[]>,
): FormDataLike {
  const FormDataOf = (globalThis as unknown as { FormData?: new () => FormDataLike }).FormData;
  if (FormDataOf === undefined) throw new Error('FormData is not available in this runtime');
  const form = new FormDataOf();
  for (const [name, value] of Object.entries(fields)) {
    const text = formValue(value);
    if (text !== null) form.append(name, text);
  }
  for (const [name, list] of Object.entries(files)) {
    for (const file of list) form.append(name, file.data, file.name);
  }
  return form;
}
