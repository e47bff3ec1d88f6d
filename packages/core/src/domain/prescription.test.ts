import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { translate } from '../i18n/index.js';
import {
  addPrescriptions,
  MAX_PRESCRIPTION_BYTES,
  MAX_PRESCRIPTIONS,
  PRESCRIPTION_ACCEPT,
  prescriptionFileIssue,
  prescriptionIssues,
  requiresPrescription,
  type PrescriptionFileFacts,
} from './prescription.js';
import { issueText } from './issue.js';
import type { MoneyConfig } from './money.js';

const money: MoneyConfig = {
  currency_symbol: 'AED',
  currency_symbol_direction: 'left',
  digit_after_decimal_point: 2,
};
const text = (issue: Parameters<typeof issueText>[0]) =>
  issueText(issue, (key, values) => translate('en', key, values), money);

const file = (name: string, over: Partial<PrescriptionFileFacts> = {}): PrescriptionFileFacts => ({
  name,
  size: 1000,
  kind: 'png',
  ...over,
});

describe('requiresPrescription', () => {
  it('a pharmacy order with one item that requires a prescription', () => {
    expect(requiresPrescription('pharmacy', [{ is_prescription_required: 0 }])).toBe(false);
    expect(
      requiresPrescription('pharmacy', [
        { is_prescription_required: 0 },
        { is_prescription_required: 1 },
      ]),
    ).toBe(true);
    expect(requiresPrescription('pharmacy', [{ is_prescription_required: true }])).toBe(true);
    expect(requiresPrescription('pharmacy', [])).toBe(false);
  });

  it('no other module asks for one', () => {
    expect(requiresPrescription('grocery', [{ is_prescription_required: 1 }])).toBe(false);
    expect(requiresPrescription(null, [{ is_prescription_required: 1 }])).toBe(false);
  });
});

describe('prescription files', () => {
  it('images and PDF up to 2 MB are taken', () => {
    for (const kind of ['jpeg', 'png', 'gif', 'webp', 'pdf'] as const) {
      expect(prescriptionFileIssue(file(`a.${kind}`, { kind }))).toBeNull();
    }
    expect(prescriptionFileIssue(file('big.png', { size: MAX_PRESCRIPTION_BYTES }))).toBeNull();
    expect(PRESCRIPTION_ACCEPT).toBe('image/jpeg,image/png,image/gif,image/webp,application/pdf');
  });

  it('an unknown kind, an empty file and one above 2 MB are refused with their name', () => {
    expect(text(prescriptionFileIssue(file('notes.txt', { kind: null }))!)).toBe(
      'notes.txt is not an image or a PDF.',
    );
    expect(text(prescriptionFileIssue(file('empty.png', { size: 0 }))!)).toBe(
      'empty.png is empty.',
    );
    const large = prescriptionFileIssue(file('big.png', { size: MAX_PRESCRIPTION_BYTES + 1 }))!;
    expect(large.code).toBe('prescription_size');
    expect(text(large)).toBe('big.png is larger than 2 MB.');
  });

  it('none while required: the spec text', () => {
    const [issue] = prescriptionIssues([], { required: true });
    expect(issue?.code).toBe('prescription_required');
    expect(text(issue!)).toBe('Please upload your prescription image');
    expect(prescriptionIssues([], { required: false })).toEqual([]);
  });

  it('more than 5: the spec text', () => {
    const files = Array.from({ length: MAX_PRESCRIPTIONS + 1 }, (_, i) => file(`${i}.png`));
    const [issue] = prescriptionIssues(files, { required: true });
    expect(issue?.code).toBe('prescription_count');
    expect(text(issue!)).toBe('You can upload a maximum of 5 prescriptions');
    expect(prescriptionIssues(files.slice(0, MAX_PRESCRIPTIONS), { required: true })).toEqual([]);
  });

  it('adding keeps good files up to 5, and says why each other one was left out', () => {
    const current = [file('a.png'), file('b.png'), file('c.png')];
    const picked = [file('d.png'), file('bad.txt', { kind: null }), file('e.pdf', { kind: 'pdf' })];
    const more = [file('f.png')];
    const added = addPrescriptions(current, [...picked, ...more]);
    expect(added.files.map((f) => f.name)).toEqual(['a.png', 'b.png', 'c.png', 'd.png', 'e.pdf']);
    expect(added.issues.map((i) => i.code)).toEqual(['prescription_kind', 'prescription_count']);
  });

  it('whatever is picked, at most 5 files are kept, each of them acceptable', () => {
    const facts = fc.record({
      name: fc.string({ maxLength: 20 }),
      size: fc.integer({ min: -1, max: MAX_PRESCRIPTION_BYTES * 2 }),
      kind: fc.constantFrom('jpeg', 'png', 'gif', 'webp', 'pdf', null),
    }) as fc.Arbitrary<PrescriptionFileFacts>;
    fc.assert(
      fc.property(fc.array(facts, { maxLength: 5 }), fc.array(facts, { maxLength: 12 }), (a, b) => {
        const current = a.filter((f) => prescriptionFileIssue(f) == null);
        const { files, issues } = addPrescriptions(current, b);
        expect(files.length).toBeLessThanOrEqual(MAX_PRESCRIPTIONS);
        expect(files.slice(0, current.length)).toEqual(current);
        expect(prescriptionIssues(files, { required: false })).toEqual([]);
        const kept = files.length - current.length;
        const refused = b.filter((f) => prescriptionFileIssue(f) != null).length;
        expect(issues.length).toBe(refused + (kept + refused < b.length ? 1 : 0));
      }),
    );
  });
});
