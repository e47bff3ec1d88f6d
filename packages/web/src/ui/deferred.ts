import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';

/**
 * How a deferred control starts once its code is there: what the visitor did to its look-alike
 * (a click, or a key its trigger handles), done again on the real trigger, and whether the
 * trigger takes the focus (the look-alike had it).
 */
export interface DeferredStart {
  /** 'click', or the key (KeyboardEvent.key); null when it was not pressed. */
  replay: string | null;
  focus: boolean;
}

/** The props of a deferred control's loaded component. */
export interface DeferredProps {
  /** Read at the swap (see useDeferredControl). */
  start?: RefObject<DeferredStart>;
}

/** A component whose code is a separate chunk, loaded once for every place that shows it. */
export interface DeferredChunk<P> {
  load: () => Promise<ComponentType<P>>;
  loaded: () => ComponentType<P> | null;
}

export function deferredChunk<P>(
  importer: () => Promise<{ default: ComponentType<P> }>,
): DeferredChunk<P> {
  let component: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  return {
    load: () =>
      (loading ??= importer().then(
        (module) => (component = module.default),
        (error: unknown) => {
          // A failed download (offline) is tried again on the next intent.
          loading = null;
          throw error;
        },
      )),
    loaded: () => component,
  };
}

/** The handlers and ref of the look-alike trigger shown until the code is there. */
export interface PlaceholderProps {
  ref: (node: HTMLButtonElement | null) => void;
  type: 'button';
  'aria-expanded': false;
  onPointerEnter: () => void;
  onFocus: () => void;
  onTouchStart: () => void;
  onPointerDown: (event: PointerEvent<HTMLButtonElement>) => void;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

/** What the real trigger does that its look-alike must do too. */
export interface TriggerBehaviour {
  /** The keys the trigger handles on keydown (it opens on them, not on their click). */
  keys: readonly string[];
  /** Whether pressing it (mouse, touch, pen) leaves the focus where it was. */
  keepsFocusOnPress: boolean;
}

/** An Ark menu's trigger: opens on Enter, Space and the arrows; a press does not focus it. */
export const MENU_TRIGGER: TriggerBehaviour = {
  keys: ['Enter', ' ', 'ArrowDown', 'ArrowUp'],
  keepsFocusOnPress: true,
};

/** An Ark popover's trigger: a plain button (Enter and Space click it). */
export const POPOVER_TRIGGER: TriggerBehaviour = { keys: [], keepsFocusOnPress: false };

/**
 * A header control (an Ark menu or popover with its trigger) whose code loads on the visitor's
 * intent rather than with the page. Until then a look-alike button of the same size stands in
 * for the trigger (no layout shift): hovering, touching or focusing it starts the download.
 * Pressing it (a click, or a key the real trigger handles on keydown) is done again on the real
 * trigger once it is there (`useStartReplay`), so the control opens as it always does.
 *
 * What is replayed is read at the swap itself, not when the code arrived: a press between the
 * two (React renders the swap a little later) still counts, and the focus is the look-alike's at
 * the moment it leaves the page (its ref is detached just before its node is removed).
 */
export function useDeferredControl<P>(
  chunk: DeferredChunk<P>,
  trigger: TriggerBehaviour,
): {
  Loaded: ComponentType<P> | null;
  start: RefObject<DeferredStart>;
  placeholder: PlaceholderProps;
} {
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(() => chunk.loaded());
  // Written by the look-alike, read by the loaded control when it replaces it.
  const start = useRef<DeferredStart>({ replay: null, focus: false });
  const node = useRef<HTMLButtonElement | null>(null);
  const requested = useRef(false);

  const load = useCallback(
    (press: string | null) => {
      if (press != null && start.current.replay == null) start.current.replay = press;
      if (requested.current) return;
      requested.current = true;
      chunk.load().then(
        (component) => setLoaded(() => component),
        (error: unknown) => {
          requested.current = false;
          start.current.replay = null;
          console.error(error);
        },
      );
    },
    [chunk, start],
  );
  const ref = useCallback(
    (element: HTMLButtonElement | null) => {
      if (element == null && node.current != null)
        start.current.focus = node.current === document.activeElement;
      node.current = element;
    },
    [start],
  );

  const intent = () => load(null);
  return {
    Loaded,
    start,
    placeholder: {
      ref,
      type: 'button',
      'aria-expanded': false,
      onPointerEnter: intent,
      onFocus: intent,
      onTouchStart: intent,
      // A press whose click would land after the swap (on another element) still counts.
      onPointerDown: (event) => {
        const primary = event.button === 0 && !event.ctrlKey;
        if (primary && trigger.keepsFocusOnPress) event.preventDefault();
        load(primary && event.pointerType === 'mouse' ? 'click' : null);
      },
      onClick: () => load('click'),
      onKeyDown: (event) => {
        if (!trigger.keys.includes(event.key)) return;
        event.preventDefault();
        load(event.key);
      },
    },
  };
}

/**
 * Run once by the loaded control: its trigger takes the focus the look-alike had, and gets the
 * press the look-alike got (a click, or the key), so it opens as if it had been there. This runs
 * in the same task as the swap (a layout effect, after the control's own machine has started in
 * its layout effect): with a passive effect, a key pressed between the swap and the effect went
 * to the page's body, as the look-alike had gone and the trigger had no focus yet.
 */
export function useStartReplay(
  start: RefObject<DeferredStart> | undefined,
  trigger: RefObject<HTMLElement | null>,
): void {
  const [startRef] = useState(start);
  useLayoutEffect(() => {
    const element = trigger.current;
    const once = startRef?.current;
    if (element == null || startRef == null || once == null) return;
    // Done once: a control mounted again later starts as it is.
    startRef.current = { replay: null, focus: false };
    if (once.focus) element.focus();
    if (once.replay === 'click') element.click();
    else if (once.replay != null) {
      element.dispatchEvent(
        new KeyboardEvent('keydown', { key: once.replay, bubbles: true, cancelable: true }),
      );
    }
  }, [startRef, trigger]);
}
