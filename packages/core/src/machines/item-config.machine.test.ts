import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { translate, translator } from '../i18n/index.js';
import type { CatalogItem } from '../domain/item.js';
import type { FoodVariation, ItemVariation } from '../domain/variations.js';
import type { ModuleType } from '../domain/session.js';
import { itemConfigMachine } from './item-config.machine.js';
import { provideItemConfigMachine } from './item-config.provide.js';
import { itemConfigView } from './item-config.connect.js';
import type {
  BuyNowParams,
  CartCallResult,
  CartLinePayload,
  CartUpdatePayload,
  ItemConfigContext,
  ItemConfigInput,
} from './item-config.types.js';
import {
  itemConfigFixtures as f,
  itemConfigModelPaths,
  itemConfigScenarios,
  type ItemConfigModelEvent,
} from './item-config.model.js';
import { pendingCalls, recordingNotifier } from '../testing/fakes.js';
import { checkBe, checkEqual } from '../testing/quiet-expect.js';
import {
  chunkPaths,
  firstPathPerState,
  leafStates,
  replayPaths,
  settle,
} from '../testing/harness.js';

type Snapshot = SnapshotFrom<typeof itemConfigMachine>;

const en = (key: string, vars?: Record<string, string | number>) => translate('en', key, vars);

function harness(input: ItemConfigInput, locale = 'en', snapshot?: Snapshot) {
  const notifier = recordingNotifier();
  const calls = pendingCalls();
  const boughtNow: BuyNowParams[] = [];
  const machine = provideItemConfigMachine({
    actors: {
      addToCart: fromPromise<CartCallResult, CartLinePayload>(({ input: i }) =>
        calls.start('addToCart', i),
      ),
      updateCart: fromPromise<CartCallResult, CartUpdatePayload>(({ input: i }) =>
        calls.start('updateCart', i),
      ),
    },
    buyNow: (params) => void boughtNow.push(params),
    notifier,
    t: translator(locale),
  });
  const actor = createActor(machine, snapshot == null ? { input } : { input, snapshot });
  actor.start();
  return { actor, notifier, calls, boughtNow };
}

type Harness = ReturnType<typeof harness>;

async function apply(h: Harness, event: ItemConfigModelEvent): Promise<void> {
  const { type } = event;
  if (type.startsWith('xstate.done.actor.')) {
    h.calls.resolve(type.slice('xstate.done.actor.'.length), (event as { output: unknown }).output);
    await settle();
  } else if (type.startsWith('xstate.error.actor.')) {
    h.calls.reject(type.slice('xstate.error.actor.'.length), (event as { error: unknown }).error);
    await settle();
  } else {
    h.actor.send(event as Parameters<typeof h.actor.send>[0]);
  }
}

// ------------------------------------------------------------------ the spec, as an oracle
// Written from the spec and the fixtures' numbers, not with the domain functions.

const cents = (n: number) => Math.round(n * 100);
const num = (v: unknown) => Number(v ?? 0);

interface Expected {
  unit: number;
  discountedUnit: number;
  addOns: number;
  total: number;
  original: number;
  stock: number | null;
  max: number | null;
  inStock: boolean;
  /** A chosen variation or option is out of stock (or the chosen combination does not exist). */
  variationOut: boolean;
  available: boolean;
  inCartLineId: number | null;
  /** English texts of the broken variation rules, in group order. */
  issues: string[];
  /** The quantity beyond stock or limits (reopened lines), as a toast text. */
  quantityIssue: string | null;
  buttons: string[];
  /** The add-to-cart payload the machine must send. */
  payload: CartLinePayload;
}

const STOCK_MODULES: ModuleType[] = ['grocery', 'pharmacy', 'ecommerce'];

function expected(c: ItemConfigContext): Expected {
  const item = c.item;
  const food = c.moduleType === 'food';
  let unit = num(item.price);
  let stock: number | null = STOCK_MODULES.includes(c.moduleType) ? num(item.stock) : null;
  let variationOut = false;
  const issues: string[] = [];
  let variationPayload: CartLinePayload['variation'] = [];
  let lineKey = '';
  if (food) {
    const groups = (item.food_variations || []) as FoodVariation[];
    const payload: { name: string; values: { label: string[] } }[] = [];
    groups.forEach((g, gi) => {
      const chosen = c.selected
        .filter((s) => s.choiceIndex === gi)
        .map((s) => g.values[s.optionIndex]!);
      for (const v of chosen) {
        unit += num(v.optionPrice);
        if (v.stock === 0) variationOut = true;
      }
      if (chosen.length === 0 && g.required === 'on') {
        issues.push(`Variation ${g.name} can not remain without selection.`);
      } else if (
        chosen.length > 0 &&
        g.type === 'multi' &&
        (chosen.length < num(g.min) || chosen.length > num(g.max))
      ) {
        issues.push(
          `Selected variation named ${g.name} must be in between Minimum ${num(g.min)} and Maximum ${num(g.max)}`,
        );
      }
      if (chosen.length > 0)
        payload.push({ name: g.name, values: { label: chosen.map((v) => v.label) } });
    });
    variationPayload = payload;
    lineKey = JSON.stringify(payload.map((p) => [p.name, [...p.values.label].sort()]));
  } else if ((item.choice_options ?? []).length > 0) {
    const chosen = (item.choice_options ?? []).map((g, gi) => {
      const s = c.selected.find((x) => x.choiceIndex === gi);
      return s == null ? '' : g.options[s.optionIndex]!.replace(/ /g, '');
    });
    const variation = (item.variations ?? []).find((v) => v.type === chosen.join('-'));
    if (variation == null) {
      variationOut = true;
      stock = 0;
    } else {
      unit = num(variation.price);
      stock = num(variation.stock);
      variationOut = stock === 0;
      variationPayload = [
        { type: variation.type, price: num(variation.price), stock: variation.stock ?? null },
      ];
    }
    lineKey = chosen.join('-');
  }
  const discountedUnit =
    num(item.store_discount) > 0
      ? unit * (1 - num(item.store_discount) / 100)
      : num(item.discount) <= 0
        ? unit
        : item.discount_type === 'percent'
          ? Math.max(0, unit * (1 - num(item.discount) / 100))
          : Math.max(0, unit - num(item.discount));
  const addOnList = item.add_ons ?? [];
  const counted = c.addOns.filter((a) => a.isChecked && a.quantity > 0);
  const addOns = counted.reduce(
    (sum, a) => sum + num(addOnList.find((x) => x.id === a.id)!.price) * a.quantity,
    0,
  );
  const inStock = !variationOut && (stock == null || stock > 0);
  const time = c.timeOfDay;
  const available =
    item.available_time_starts == null ||
    (time >= item.available_time_starts && time <= item.available_time_ends!);
  const line = c.cartLines.find((l) => {
    if (food) {
      const entries = l.variation as { name: string; values: { label: string[] } }[];
      return JSON.stringify(entries.map((p) => [p.name, [...p.values.label].sort()])) === lineKey;
    }
    return ((l.variation[0] as ItemVariation | undefined)?.type ?? '') === lineKey;
  });
  const max = item.maximum_cart_quantity ?? null;
  const quantityIssue =
    stock != null && c.quantity > stock
      ? 'Out of Stock'
      : max != null && c.quantity > max
        ? 'Out of Limits'
        : null;
  const campaign = item.isCampaignItem === true;
  const buttons =
    !inStock || !available
      ? ['outOfStock']
      : campaign
        ? ['orderNow']
        : ['buyNow', line != null ? 'updateCart' : 'addToCart'];
  return {
    unit,
    discountedUnit,
    addOns,
    total: discountedUnit * c.quantity + addOns,
    original: unit * c.quantity + addOns,
    stock,
    max,
    inStock,
    variationOut,
    available,
    inCartLineId: line?.id ?? null,
    issues,
    quantityIssue,
    buttons,
    payload: {
      item_id: item.id,
      model: campaign ? 'ItemCampaign' : 'Item',
      price: cents(unit * c.quantity) / 100,
      quantity: c.quantity,
      variation: variationPayload,
      add_on_ids: addOnList.filter((a) => counted.some((x) => x.id === a.id)).map((a) => a.id),
      add_on_qtys: addOnList
        .filter((a) => counted.some((x) => x.id === a.id))
        .map((a) => counted.find((x) => x.id === a.id)!.quantity),
    },
  };
}

function failureText(error: unknown): string {
  if (error === f.cartError) return 'Item already exists';
  if (error === f.networkError) return en('common.error.network');
  throw new Error(`unexpected failure ${String(error)}`);
}

const OUT_OF_STOCK_VARIATION =
  'This variation is out of stock. Choose another variation to proceed further.';

/** What one step must do, from the spec: the next state, context changes and toasts. */
function expectedToasts(prev: Snapshot, event: ItemConfigModelEvent, next: Snapshot) {
  const before = expected(prev.context);
  const after = expected(next.context);
  switch (event.type) {
    case 'CHOOSE_OPTION': {
      const item = prev.context.item;
      const groups: { length: number }[] =
        prev.context.moduleType === 'food'
          ? ((item.food_variations || []) as FoodVariation[]).map((g) => g.values)
          : (item.choice_options ?? []).map((g) => g.options);
      const exists = (groups[event.choiceIndex]?.length ?? 0) > event.optionIndex;
      return exists && after.variationOut
        ? [{ kind: 'error', message: OUT_OF_STOCK_VARIATION }]
        : [];
    }
    case 'INCREMENT': {
      if (before.stock != null && before.stock <= prev.context.quantity) {
        return [{ kind: 'error', message: 'Out of Stock' }];
      }
      if (before.max != null && before.max <= prev.context.quantity) {
        return [{ kind: 'error', message: 'Out of Limits' }];
      }
      return [];
    }
    case 'SUBMIT_ADD':
    case 'SUBMIT_UPDATE':
    case 'BUY_NOW': {
      const button = {
        SUBMIT_ADD: ['addToCart'],
        SUBMIT_UPDATE: ['updateCart'],
        BUY_NOW: ['buyNow', 'orderNow'],
      }[event.type];
      if (!before.buttons.some((b) => button.includes(b))) return [];
      const refusal = before.issues[0] ?? before.quantityIssue;
      if (refusal != null) return [{ kind: 'error', message: refusal }];
      if (event.type === 'SUBMIT_UPDATE') {
        const line = prev.context.cartLines.find((l) => l.id === before.inCartLineId)!;
        const addOns = JSON.stringify(
          before.payload.add_on_ids.map((id, i) => [id, before.payload.add_on_qtys[i]]),
        );
        const lineAddOns = JSON.stringify(
          [...line.addOns].sort((a, b) => a.id - b.id).map((a) => [a.id, a.quantity]),
        );
        if (line.quantity === prev.context.quantity && addOns === lineAddOns) {
          return [{ kind: 'warning', message: 'No changes found to update.' }];
        }
      }
      return [];
    }
    case 'xstate.done.actor.addToCart':
      return event.output === 'done' ? [{ kind: 'success', message: 'Item added to cart' }] : [];
    case 'xstate.done.actor.updateCart':
      return event.output === 'done'
        ? [{ kind: 'success', message: 'Item updated successfully' }]
        : [];
    case 'xstate.error.actor.addToCart':
    case 'xstate.error.actor.updateCart':
      return [{ kind: 'error', message: failureText(event.error) }];
    default:
      return [];
  }
}

type MachineEvent = Exclude<ItemConfigModelEvent, { type: `xstate.${string}` }>;

const isMachineEvent = (e: ItemConfigModelEvent): e is MachineEvent =>
  !e.type.startsWith('xstate.');

/**
 * Where one machine event leads from `editing`, from the spec: the state and the chosen
 * options, add-ons, quantity and time it leaves.
 */
function expectedNext(prev: Snapshot, event: MachineEvent) {
  const c = prev.context;
  const e = expected(c);
  let { selected, addOns, quantity, timeOfDay } = c;
  let value = 'editing';
  switch (event.type) {
    case 'CHOOSE_OPTION': {
      const { choiceIndex: g, optionIndex: o } = event;
      const food = c.moduleType === 'food';
      const groups = food
        ? ((c.item.food_variations || []) as FoodVariation[])
        : (c.item.choice_options ?? []);
      const group = groups[g];
      const size =
        group == null
          ? 0
          : food
            ? (group as FoodVariation).values.length
            : (group as { options: string[] }).options.length;
      if (o >= 0 && o < size) {
        const multi = food && (group as FoodVariation).type === 'multi';
        const has = selected.some((x) => x.choiceIndex === g && x.optionIndex === o);
        const others = selected.filter((x) => x.choiceIndex !== g);
        const mine = selected.filter((x) => x.choiceIndex === g);
        const next = multi
          ? has
            ? mine.filter((x) => x.optionIndex !== o)
            : [...mine, { choiceIndex: g, optionIndex: o }]
          : [{ choiceIndex: g, optionIndex: o }];
        selected = [...others, ...next].sort(
          (a, b) => a.choiceIndex - b.choiceIndex || a.optionIndex - b.optionIndex,
        );
      }
      break;
    }
    case 'TOGGLE_ADDON':
      addOns = addOns.map((a) =>
        a.id !== event.addOnId
          ? a
          : a.isChecked
            ? { ...a, isChecked: false }
            : { id: a.id, isChecked: true, quantity: Math.max(1, a.quantity) },
      );
      break;
    case 'SET_ADDON_QTY':
      if (Number.isInteger(event.quantity) && event.quantity >= 0) {
        addOns = addOns.map((a) =>
          a.id !== event.addOnId
            ? a
            : { id: a.id, isChecked: event.quantity > 0, quantity: event.quantity },
        );
      }
      break;
    case 'INCREMENT':
      if ((e.stock == null || e.stock > quantity) && (e.max == null || e.max > quantity))
        quantity += 1;
      break;
    case 'DECREMENT':
      if (quantity > 1 && e.total !== 0) quantity -= 1;
      break;
    case 'SET_TIME':
      if (/^\d{2}:\d{2}:\d{2}$/.test(event.timeOfDay)) timeOfDay = event.timeOfDay;
      break;
    default: {
      const wanted = {
        SUBMIT_ADD: ['addToCart'],
        SUBMIT_UPDATE: ['updateCart'],
        BUY_NOW: ['buyNow', 'orderNow'],
      }[event.type];
      const offered = e.buttons.some((b) => wanted.includes(b));
      const refused = e.issues.length > 0 || e.quantityIssue != null;
      const toasts = expectedToasts(prev, event, prev);
      if (offered && !refused && toasts.length === 0) {
        value = { SUBMIT_ADD: 'adding', SUBMIT_UPDATE: 'updating', BUY_NOW: 'closed' }[event.type];
      }
    }
  }
  return { value, selected, addOns, quantity, timeOfDay };
}

const close = (a: number, b: number, where: string) => {
  if (!(Math.abs(a - b) <= 1e-6))
    expect(Math.abs(a - b), `${where}: ${a} vs ${b}`).toBeLessThanOrEqual(1e-6);
};

function assertView(snap: Snapshot, where: string): Expected {
  const e = expected(snap.context);
  const view = itemConfigView(snap.context);
  close(view.price.unitPrice, e.unit, `${where} unit`);
  close(view.price.discountedUnitPrice, e.discountedUnit, `${where} discounted unit`);
  close(view.price.addOnsTotal, e.addOns, `${where} add-ons`);
  close(view.price.total, e.total, `${where} total`);
  close(view.price.original, e.original, `${where} original`);
  checkBe(view.price.showOriginal, e.original - e.total > 1e-9, where);
  checkEqual(
    view.buttons.map((b) => b.kind),
    e.buttons,
    where,
  );
  checkBe(
    view.buttons.every((b) => b.disabled === (b.kind === 'outOfStock')),
    true,
    where,
  );
  checkBe(view.available, e.available, where);
  checkBe(view.inStock, e.inStock, where);
  checkBe(view.variationOutOfStock, e.variationOut, where);
  checkEqual(
    view.stockMessage,
    e.variationOut ? { key: 'item.variation.outOfStockInline' } : null,
    where,
  );
  checkEqual(
    view.messages.map((m) => en(m.key, m.vars)),
    e.issues,
    where,
  );
  checkBe(view.valid, e.issues.length === 0 && !e.variationOut && e.quantityIssue == null, where);
  checkBe(view.cartLine?.id ?? null, e.inCartLineId, where);
  const q = snap.context.quantity;
  if (!(q >= 1)) expect(q, where).toBeGreaterThanOrEqual(1);
  checkBe(view.canDecrement, q > 1 && e.total !== 0, where);
  checkBe(
    view.canIncrement,
    (e.stock == null || e.stock > q) && (e.max == null || e.max > q),
    where,
  );
  checkBe(view.quantityLabel, q < 10 ? `0${q}` : String(q), where);
  return e;
}

describe('itemConfigMachine (model-based)', () => {
  const all = itemConfigScenarios.map((scenario) => ({
    scenario,
    paths: itemConfigModelPaths(scenario.input),
  }));

  for (const { scenario, paths } of all) {
    describe(`${scenario.name} (${paths.length} paths)`, () => {
      // after the first path to each editing state, every machine event is tried
      const probes = firstPathPerState(paths, (s) => s.matches('editing'));
      it('tries every event after some path', () => {
        expect(probes.size).toBeGreaterThan(0);
      });

      for (const chunk of chunkPaths(paths)) {
        it(`replays ${chunk.name}`, async () => {
          await replayPaths(chunk, async (path) => {
            const h = harness(scenario.input);
            let prev = h.actor.getSnapshot();
            let toastsSeen = 0;
            let callsSeen = 0;
            const trail: string[] = [];
            for (const step of path.steps) {
              const event = step.event as ItemConfigModelEvent | { type: 'xstate.init' };
              if (event.type !== 'xstate.init') await apply(h, event);
              trail.push(
                event.type === 'CHOOSE_OPTION'
                  ? `CHOOSE(${event.choiceIndex},${event.optionIndex})`
                  : event.type,
              );
              const where = `${scenario.name}: ${trail.join(' → ')}`;
              const snap = h.actor.getSnapshot();

              checkEqual(snap.value, step.state.value, where);
              checkEqual(snap.context, step.state.context, where);
              checkBe(snap.status, snap.matches('closed') ? 'done' : 'active', where);
              checkBe(
                snap.hasTag('busy'),
                snap.matches('adding') || snap.matches('updating'),
                where,
              );
              const e = assertView(snap, where);

              // A cart call runs exactly while adding or updating, with the spec's payload.
              checkBe(h.calls.isPending('addToCart'), snap.matches('adding'), where);
              checkBe(h.calls.isPending('updateCart'), snap.matches('updating'), where);
              const newCalls = h.calls.calls.slice(callsSeen);
              callsSeen = h.calls.calls.length;
              if (snap.matches('adding') && !prev.matches('adding')) {
                checkEqual(newCalls, [{ name: 'addToCart', input: e.payload }], where);
              } else if (snap.matches('updating') && !prev.matches('updating')) {
                checkEqual(
                  newCalls,
                  [{ name: 'updateCart', input: { ...e.payload, cart_id: e.inCartLineId } }],
                  where,
                );
              } else {
                checkEqual(newCalls, [], where);
              }

              if (event.type === 'xstate.init') {
                toastsSeen = h.notifier.toasts.length;
                checkBe(toastsSeen, 0, where);
                prev = snap;
                continue;
              }
              checkEqual(
                h.notifier.toasts.slice(toastsSeen),
                expectedToasts(prev, event, snap),
                where,
              );
              toastsSeen = h.notifier.toasts.length;

              // Buy now hands the line to checkout once, and closes.
              if (event.type === 'BUY_NOW' && snap.matches('closed')) {
                const before = expected(prev.context);
                checkEqual(
                  h.boughtNow,
                  [
                    {
                      page: prev.context.campaign ? 'campaign' : 'buy_now',
                      line: before.payload,
                      item: prev.context.item,
                    },
                  ],
                  where,
                );
                checkEqual(snap.output, { outcome: 'boughtNow' }, where);
              } else if (!snap.matches('closed')) {
                checkEqual(h.boughtNow, [], where);
              }
              if (snap.matches('closed') && event.type === 'xstate.done.actor.addToCart') {
                checkEqual(snap.output, { outcome: 'added' }, where);
              }
              if (snap.matches('closed') && event.type === 'xstate.done.actor.updateCart') {
                checkEqual(snap.output, { outcome: 'updated' }, where);
              }
              prev = snap;
            }

            // Every event in every state reached, including those that leave it as it is (refusals
            // with their toasts, ignored clicks), checked against the spec's oracle.
            if (probes.has(path)) {
              const persisted = h.actor.getPersistedSnapshot() as Snapshot;
              for (const event of scenario.events.filter(isMachineEvent)) {
                const p = harness(scenario.input, 'en', persisted);
                const before = p.actor.getSnapshot();
                p.actor.send(event);
                const after = p.actor.getSnapshot();
                const where = `${scenario.name}: ${trail.join(' → ')} ⇒ ${JSON.stringify(event)}`;
                const next = expectedNext(before, event);
                checkBe(after.value, next.value, where);
                checkEqual(
                  {
                    selected: after.context.selected,
                    addOns: after.context.addOns,
                    quantity: after.context.quantity,
                    timeOfDay: after.context.timeOfDay,
                  },
                  {
                    selected: next.selected,
                    addOns: next.addOns,
                    quantity: next.quantity,
                    timeOfDay: next.timeOfDay,
                  },
                  where,
                );
                checkEqual(p.notifier.toasts, expectedToasts(before, event, after), where);
                assertView(after, where);
                p.actor.stop();
              }
            }
            h.actor.stop();
          });
        });
      }
    });
  }

  it('reaches every state of the machine', () => {
    const ends = all.flatMap(({ paths }) => paths.map((p) => p.state));
    const leaves = leafStates(itemConfigMachine);
    expect(leaves.map((n) => n.key).sort()).toEqual(['adding', 'closed', 'editing', 'updating']);
    for (const leaf of leaves) {
      checkBe(
        ends.some((s) => s.matches(leaf.key as never)),
        true,
        leaf.id,
      );
    }
  });

  it('every scenario offers the buttons the spec lists somewhere on its paths', () => {
    const seen = new Set(
      all.flatMap(({ paths }) =>
        paths.flatMap((p) => itemConfigView(p.state.context).buttons.map((b) => b.kind)),
      ),
    );
    expect([...seen].sort()).toEqual([
      'addToCart',
      'buyNow',
      'orderNow',
      'outOfStock',
      'updateCart',
    ]);
  });
});

// ------------------------------------------------------------------ walkthroughs

const foodInput = (extra: Partial<ItemConfigInput> = {}): ItemConfigInput => ({
  item: f.burger,
  moduleType: 'food',
  cartLines: [],
  timeOfDay: f.noon,
  ...extra,
});

describe('itemConfigMachine', () => {
  it('refuses a food item without its required variation, naming it', () => {
    const h = harness(foodInput());
    h.actor.send({ type: 'SUBMIT_ADD' });
    expect(h.actor.getSnapshot().value).toBe('editing');
    expect(h.notifier.toasts).toEqual([
      { kind: 'error', message: 'Variation Size can not remain without selection.' },
    ]);
    expect(h.calls.calls).toEqual([]);
  });

  it('names the bounds of a multi variation, in Arabic too', () => {
    const h = harness(foodInput(), 'ar');
    for (const [choiceIndex, optionIndex] of [
      [0, 0],
      [1, 0],
      [1, 1],
      [1, 2],
    ] as const) {
      h.actor.send({ type: 'CHOOSE_OPTION', choiceIndex, optionIndex });
    }
    const view = itemConfigView(h.actor.getSnapshot().context);
    expect(view.messages.map((m) => en(m.key, m.vars))).toEqual([
      'Selected variation named Toppings must be in between Minimum 1 and Maximum 2',
    ]);
    h.actor.send({ type: 'BUY_NOW' });
    expect(h.notifier.toasts).toEqual([
      {
        kind: 'error',
        message: translate('ar', 'item.variation.range', { name: 'Toppings', min: 1, max: 2 }),
      },
    ]);
    expect(h.notifier.toasts[0]!.message).toContain('Toppings');
  });

  it('prices options with decimals, add-ons once per line, discount on the unit only', async () => {
    const h = harness(foodInput());
    h.actor.send({ type: 'CHOOSE_OPTION', choiceIndex: 0, optionIndex: 1 }); // Large 2.75
    h.actor.send({ type: 'CHOOSE_OPTION', choiceIndex: 1, optionIndex: 0 }); // Cheese 1.25
    h.actor.send({ type: 'SET_ADDON_QTY', addOnId: 11, quantity: 2 }); // Fries 2 × 2.5
    h.actor.send({ type: 'INCREMENT' });
    const view = itemConfigView(h.actor.getSnapshot().context);
    // unit 8.5 + 2.75 + 1.25 = 12.5; 10% off → 11.25; × 2 = 22.5; + 5 add-ons
    expect(view.price.unitPrice).toBe(12.5);
    expect(view.price.total).toBe(27.5);
    expect(view.price.original).toBe(30);
    expect(view.buttons.map((b) => b.kind)).toEqual(['buyNow', 'addToCart']);
    h.actor.send({ type: 'SUBMIT_ADD' });
    expect(h.calls.calls).toEqual([
      {
        name: 'addToCart',
        input: {
          item_id: 101,
          model: 'Item',
          price: 25,
          quantity: 2,
          variation: [
            { name: 'Size', values: { label: ['Large'] } },
            { name: 'Toppings', values: { label: ['Cheese'] } },
          ],
          add_on_ids: [11],
          add_on_qtys: [2],
        },
      },
    ]);
    h.calls.resolve('addToCart', 'done');
    await settle();
    expect(h.actor.getSnapshot().status).toBe('done');
    expect(h.notifier.toasts).toEqual([{ kind: 'success', message: 'Item added to cart' }]);
  });

  it('blocks an out-of-stock option with the toast and the inline text', () => {
    const h = harness(foodInput());
    h.actor.send({ type: 'CHOOSE_OPTION', choiceIndex: 1, optionIndex: 3 });
    const view = itemConfigView(h.actor.getSnapshot().context);
    expect(h.notifier.toasts).toEqual([{ kind: 'error', message: OUT_OF_STOCK_VARIATION }]);
    expect(en(view.stockMessage!.key)).toBe('*This variation is out of stock');
    expect(view.buttons).toEqual([
      { kind: 'outOfStock', labelKey: 'item.button.outOfStock', disabled: true, event: null },
    ]);
  });

  it('changing the grocery pack changes the price and stock; the pack in the cart offers Update To Cart', () => {
    const h = harness({
      item: f.rice,
      moduleType: 'grocery',
      cartLines: [f.riceLine],
      timeOfDay: f.noon,
    });
    let view = itemConfigView(h.actor.getSnapshot().context);
    expect(view.price.unitPrice).toBe(3.5);
    expect(view.price.total).toBe(1.5);
    expect(view.buttons.map((b) => b.kind)).toEqual(['buyNow', 'addToCart']);
    h.actor.send({ type: 'CHOOSE_OPTION', choiceIndex: 0, optionIndex: 1 });
    view = itemConfigView(h.actor.getSnapshot().context);
    expect(view.price.unitPrice).toBe(15.25);
    expect(view.stock).toBe(3);
    expect(view.buttons.map((b) => b.kind)).toEqual(['buyNow', 'updateCart']);
    h.actor.send({ type: 'SUBMIT_UPDATE' });
    expect(h.notifier.toasts).toEqual([
      { kind: 'warning', message: 'No changes found to update.' },
    ]);
    for (let i = 0; i < 3; i += 1) h.actor.send({ type: 'INCREMENT' });
    expect(h.actor.getSnapshot().context.quantity).toBe(3);
    expect(h.notifier.toasts.at(-1)).toEqual({ kind: 'error', message: 'Out of Stock' });
    h.actor.send({ type: 'SUBMIT_UPDATE' });
    expect(h.calls.calls.at(-1)).toMatchObject({
      name: 'updateCart',
      input: { cart_id: 801, quantity: 3 },
    });
  });

  it('a campaign item offers Order Now only and buys now on the campaign page', () => {
    const h = harness({ item: f.mealDeal, moduleType: 'food', timeOfDay: f.noon });
    const view = itemConfigView(h.actor.getSnapshot().context);
    expect(view.buttons.map((b) => en(b.labelKey))).toEqual(['Order Now']);
    // the running store discount (15%) overrides the item's 5 off
    expect(view.price.total).toBe(17);
    h.actor.send({ type: 'BUY_NOW' });
    expect(h.boughtNow[0]?.page).toBe('campaign');
    expect(h.boughtNow[0]?.line.model).toBe('ItemCampaign');
  });

  it("outside the window shows 'Not Available now' with the window and no order buttons", () => {
    const h = harness({ item: f.pancakes, moduleType: 'food', timeOfDay: f.noon });
    let view = itemConfigView(h.actor.getSnapshot().context);
    expect(view.available).toBe(false);
    expect(view.window).toEqual({ starts: 7 * 3600, ends: 11 * 3600 });
    expect(view.buttons.map((b) => b.kind)).toEqual(['outOfStock']);
    h.actor.send({ type: 'SET_TIME', timeOfDay: f.morning });
    view = itemConfigView(h.actor.getSnapshot().context);
    expect(view.buttons.map((b) => b.kind)).toEqual(['buyNow', 'addToCart']);
  });

  it('a food item ignores its stock field; the limit gives Out of Limits', () => {
    const h = harness(foodInput({ item: { ...f.burger, stock: 0 } as CatalogItem }));
    h.actor.send({ type: 'INCREMENT' });
    h.actor.send({ type: 'INCREMENT' });
    h.actor.send({ type: 'INCREMENT' });
    expect(h.actor.getSnapshot().context.quantity).toBe(3);
    expect(h.notifier.toasts).toEqual([{ kind: 'error', message: 'Out of Limits' }]);
  });

  it('a failed or cancelled cart call returns to editing', async () => {
    const h = harness({ item: f.pancakes, moduleType: 'food', timeOfDay: f.morning });
    h.actor.send({ type: 'SUBMIT_ADD' });
    h.calls.reject('addToCart', f.cartError);
    await settle();
    expect(h.actor.getSnapshot().value).toBe('editing');
    expect(h.actor.getSnapshot().context.error?.messages).toEqual(['Item already exists']);
    h.actor.send({ type: 'SUBMIT_ADD' });
    expect(h.actor.getSnapshot().context.error).toBeNull();
    h.calls.resolve('addToCart', 'cancelled');
    await settle();
    expect(h.actor.getSnapshot().value).toBe('editing');
    expect(h.notifier.toasts).toEqual([{ kind: 'error', message: 'Item already exists' }]);
  });

  it('an item in the cart outside its window offers no update, so there is nothing to warn about', () => {
    const line = { id: 5, itemId: f.pancakes.id, variation: [], addOns: [], quantity: 1 };
    const h = harness({
      item: f.pancakes,
      moduleType: 'food',
      cartLines: [line],
      timeOfDay: f.noon,
    });
    expect(itemConfigView(h.actor.getSnapshot().context).cartLine?.id).toBe(5);
    h.actor.send({ type: 'SUBMIT_UPDATE' });
    h.actor.send({ type: 'SUBMIT_ADD' });
    expect(h.notifier.toasts).toEqual([]);
    expect(h.actor.getSnapshot().value).toBe('editing');
    h.actor.send({ type: 'SET_TIME', timeOfDay: f.morning });
    h.actor.send({ type: 'SUBMIT_UPDATE' });
    expect(h.notifier.toasts).toEqual([
      { kind: 'warning', message: 'No changes found to update.' },
    ]);
  });

  it('reopens the line whose variation matches the start, when no line is named', () => {
    const plain: CatalogItem = {
      ...f.pancakes,
      available_time_starts: null,
      available_time_ends: null,
    };
    const line = { id: 9, itemId: plain.id, variation: [], addOns: [], quantity: 2 };
    const h = harness({ item: plain, moduleType: 'food', cartLines: [line], timeOfDay: f.noon });
    const snap = h.actor.getSnapshot();
    expect(snap.context.quantity).toBe(2);
    expect(itemConfigView(snap.context).buttons.map((b) => b.kind)).toEqual([
      'buyNow',
      'updateCart',
    ]);
  });

  it('the context serialises', () => {
    const h = harness(foodInput({ cartLines: [f.burgerLine], cartLineId: f.burgerLine.id }));
    const context = h.actor.getSnapshot().context;
    expect(JSON.parse(JSON.stringify(context))).toEqual(context);
  });
});
