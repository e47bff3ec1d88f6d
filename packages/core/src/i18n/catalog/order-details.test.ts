import { describe, expect, it } from 'vitest';
import { catalogs, translate } from '../index.js';
import { MAX_PRESCRIPTIONS } from '../../domain/prescription.js';

/** The texts (issue 12), verbatim, and Arabic beside them. */
const SPEC_TEXTS: Record<string, string> = {
  'orderCancel.error.noReason': 'Please select a cancellation reason',
  'orderCancel.success': 'Order canceled successfully',
  'prescription.error.required': 'Please upload your prescription image',
};

describe('area order-details', () => {
  it.each(Object.entries(SPEC_TEXTS))('%s is the spec text', (key, text) => {
    expect(catalogs.en[key]).toBe(text);
    expect(catalogs.ar[key]).toMatch(/[\u0600-\u06FF]/);
  });

  it('the limit of prescriptions reads as the spec has it', () => {
    expect(translate('en', 'prescription.error.tooMany', { max: MAX_PRESCRIPTIONS })).toBe(
      'You can upload a maximum of 5 prescriptions',
    );
    expect(translate('ar', 'prescription.error.tooMany', { max: MAX_PRESCRIPTIONS })).toBe(
      'يمكنك رفع 5 وصفات طبية كحد أقصى',
    );
  });

  it('who canceled an order is said for every canceling party', () => {
    for (const who of ['customer', 'store', 'admin', 'deliveryman']) {
      expect(catalogs.en[`orderDetails.canceled.who.${who}`]).toBeTruthy();
      expect(catalogs.ar[`orderDetails.canceled.who.${who}`]).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
