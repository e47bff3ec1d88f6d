// The checks of a scenario step: paths, every matcher, toasts, the exit code and `${...}`.
import { describe, expect, it } from 'vitest';
import {
  checkPath,
  checkStep,
  lookup,
  parsePath,
  substitute,
  substituteArg,
  toastsOf,
  type StepOutput,
} from './expect.js';

const data = {
  orderId: 100004,
  status: 'pending',
  total: 92.2,
  paid: false,
  note: null,
  items: [
    { id: 31, name: 'Indian Basmati Rice', tags: ['rice', 'grain'] },
    { id: 4, name: 'Medjool Dates', tags: [] },
  ],
  rows: [
    ['Subtotal', 'AED65.85'],
    ['Deliveryman tips', '+ AED10.00'],
  ],
  'odd.key': { value: 1 },
};

describe('paths', () => {
  it('reads dots, indexes from either end and quoted keys', () => {
    expect(parsePath('items[0].id')).toEqual(['items', 0, 'id']);
    expect(parsePath('$.items[-1]["name"]')).toEqual(['items', -1, 'name']);
    expect(lookup(data, 'items[0].id')).toEqual({ found: true, value: 31 });
    expect(lookup(data, 'items[-1].name')).toEqual({ found: true, value: 'Medjool Dates' });
    expect(lookup(data, "['odd.key'].value")).toEqual({ found: true, value: 1 });
    expect(lookup(data, '$')).toEqual({ found: true, value: data });
    expect(lookup(data, 'note')).toEqual({ found: true, value: null });
  });

  it('says which part of a path is not there', () => {
    expect(lookup(data, 'items[5].id')).toEqual({
      found: false,
      missing: 'items[5] is past the end (2 items)',
    });
    expect(lookup(data, 'customer.name')).toEqual({ found: false, missing: 'customer is absent' });
    expect(lookup(data, 'status.text')).toEqual({
      found: false,
      missing: 'status is not an object',
    });
    expect(lookup(data, 'total[0]')).toEqual({ found: false, missing: 'total is not a list' });
  });

  it('refuses a path that is not one', () => {
    expect(() => parsePath('items..id')).toThrow('a name is missing around a dot');
    expect(() => parsePath('items[0')).toThrow('a [ is not closed');
    expect(() => parsePath('items[first]')).toThrow('neither an index nor a quoted key');
  });
});

describe('matchers', () => {
  const failures = (path: string, matcher: Parameters<typeof checkPath>[2]) =>
    checkPath(data, path, matcher).map((m) => m.message);

  it('equals: deep equality, numbers are not text', () => {
    expect(failures('items[1]', { equals: { id: 4, name: 'Medjool Dates', tags: [] } })).toEqual(
      [],
    );
    expect(failures('orderId', { equals: '100004' })).toEqual([
      'orderId: expected equals "100004", got 100004',
    ]);
    expect(failures('note', { equals: null })).toEqual([]);
  });

  it('contains: a substring, a list item (objects by their listed keys), a sub-list', () => {
    expect(failures('status', { contains: 'pend' })).toEqual([]);
    expect(failures('items', { contains: { id: 4 } })).toEqual([]);
    expect(failures('rows', { contains: ['Deliveryman tips', '+ AED10.00'] })).toEqual([]);
    expect(failures('items[0].tags', { contains: ['grain', 'rice'] })).toEqual([]);
    expect(failures('items[0]', { contains: { name: 'Indian Basmati Rice' } })).toEqual([]);
    expect(failures('items', { contains: { id: 5 } })).toEqual([
      `items: expected contains {"id":5}, got ${JSON.stringify(data.items)}`,
    ]);
    expect(failures('status', { contains: 'paid' })).toEqual([
      'status: expected contains "paid", got "pending"',
    ]);
  });

  it('matches: a regular expression, bare or as /body/flags', () => {
    expect(failures('status', { matches: '^pend' })).toEqual([]);
    expect(failures('status', { matches: '/^PENDING$/i' })).toEqual([]);
    expect(failures('orderId', { matches: '^\\d{6}$' })).toEqual([]);
    expect(failures('status', { matches: '^paid' })).toEqual([
      'status: expected matches "^paid", got "pending"',
    ]);
    expect(failures('items', { matches: '.' })[0]).toContain('(not a string or number)');
    expect(failures('status', { matches: '(' })[0]).toContain('is not a regular expression');
  });

  it('greaterThan and lessThan: numbers only', () => {
    expect(failures('total', { greaterThan: 92, lessThan: 92.3 })).toEqual([]);
    expect(failures('total', { greaterThan: '90' })).toEqual([]);
    expect(failures('total', { greaterThan: 92.2 })).toEqual([
      'total: expected greaterThan 92.2, got 92.2',
    ]);
    expect(failures('total', { lessThan: 50 })).toEqual(['total: expected lessThan 50, got 92.2']);
    expect(failures('status', { greaterThan: 0 })).toEqual([
      'status: expected greaterThan 0, got "pending"',
    ]);
  });

  it('exists and length', () => {
    expect(failures('items[1].tags', { exists: true, length: 0 })).toEqual([]);
    expect(failures('coupon', { exists: false })).toEqual([]);
    expect(failures('coupon', { exists: true })).toEqual([
      'coupon: expected to exist, but coupon is absent',
    ]);
    expect(failures('paid', { exists: false })).toEqual(['paid: expected to be absent, got false']);
    expect(failures('items', { length: 3 })).toEqual([
      `items: expected length 3, got 2: ${JSON.stringify(data.items)}`,
    ]);
    expect(failures('status', { length: 7 })).toEqual([]);
  });

  it('a missing value fails every matcher with the reason', () => {
    expect(checkPath(data, 'customer.id', { equals: 1 })).toEqual([
      {
        path: 'customer.id',
        check: 'equals',
        expected: 1,
        actual: undefined,
        message: 'customer.id: expected equals 1, but customer is absent',
      },
    ]);
  });
});

describe('toasts', () => {
  it('reads the marks the CLI prints with --json', () => {
    expect(
      toastsOf(
        '✓ Item added to cart\ni Your trip was updated.\n! Low stock\n✗ This coupon has expired\nother text\n',
      ),
    ).toEqual([
      { kind: 'success', message: 'Item added to cart' },
      { kind: 'info', message: 'Your trip was updated.' },
      { kind: 'warning', message: 'Low stock' },
      { kind: 'error', message: 'This coupon has expired' },
    ]);
  });
});

describe('checkStep', () => {
  const output = (over: Partial<StepOutput> = {}): StepOutput => ({
    exitCode: 0,
    json: data,
    stdout: JSON.stringify(data),
    toasts: [{ kind: 'success', message: 'Item added to cart' }],
    ...over,
  });

  it('passes when everything holds; a bare value means equals', () => {
    expect(
      checkStep(
        {
          exit: 0,
          json: { status: 'pending', 'items[0].tags': ['rice', 'grain'], total: { lessThan: 100 } },
          toasts: ['Item added to cart', { kind: 'success', contains: 'added' }],
        },
        output(),
      ),
    ).toEqual([]);
  });

  it('expects exit 0 by default, and says the error the command gave', () => {
    const failed = checkStep(
      { json: { status: 'pending' } },
      output({
        exitCode: 1,
        json: { error: { code: 'coupon', message: 'This coupon has expired' } },
      }),
    );
    expect(failed).toEqual([
      {
        path: 'exit',
        check: 'exit',
        expected: 0,
        actual: 1,
        message: 'exit: expected 0, got 1 (This coupon has expired)',
      },
    ]);
  });

  it('a toast that was not shown, toasts that should not be there', () => {
    const [missing] = checkStep(
      { toasts: [{ kind: 'error', message: 'Item added to cart' }] },
      output(),
    );
    expect(missing).toMatchObject({
      path: 'toasts',
      check: 'toast',
      message:
        'toasts: expected {"kind":"error","message":"Item added to cart"}, got [{"kind":"success","message":"Item added to cart"}]',
    });
    expect(checkStep({ toasts: [{ matches: '^Item' }] }, output())).toEqual([]);
    expect(checkStep({ noToasts: true }, output())[0]?.check).toBe('noToasts');
  });

  it('JSON expectations on an output that is not JSON', () => {
    const [failure] = checkStep(
      { json: { a: 1 } },
      output({ json: undefined, stdout: 'Error: nope' }),
    );
    expect(failure!.message).toBe('the output is not JSON: "Error: nope"');
  });

  it('a path that is not one is a failure of its own', () => {
    expect(checkStep({ json: { 'a..b': 1 } }, output())[0]).toMatchObject({ check: 'path' });
  });
});

describe('substitution', () => {
  const vars = { orderId: 100004, name: 'Sara', total: 92.2 };

  it('a whole ${name} keeps its type; inside text it is written out', () => {
    expect(substitute('${orderId}', vars)).toBe(100004);
    expect(substitute('order ${orderId} for ${name}', vars)).toBe('order 100004 for Sara');
    expect(substitute({ json: { 'amounts.total': '${total}' }, list: ['${name}'] }, vars)).toEqual({
      json: { 'amounts.total': 92.2 },
      list: ['Sara'],
    });
    expect(substituteArg('${orderId}', vars)).toBe('100004');
    expect(substitute('cost $${total}', vars)).toBe('cost ${total}');
  });

  it('built-ins: dates from today, the environment', () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(substitute('${date}', {})).toBe(today);
    expect(substitute('${date+2} 10:00', {})).toBe(
      `${new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)} 10:00`,
    );
    expect(substitute('${env.SHOP}', {}, { SHOP: 'market' })).toBe('market');
    expect(() => substitute('${env.NOPE}', {}, {})).toThrow('the environment variable is not set');
  });

  it('an unknown name says what is known', () => {
    expect(() => substitute('${orderid}', vars)).toThrow(
      '${orderid} is not defined (known: orderId, name, total)',
    );
  });
});
