import { MODULE_GRID_COLUMNS } from '@storefront/core/domain/modules';
import { errorText, GENERIC_ERROR_KEY, uiError } from '@storefront/core/domain/ui-error';
import { moduleMachineInput } from '@storefront/core/machines/module.machine';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { note } from '../../../styled-system/recipes';
import { storage } from '../../adapters/storage.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { AlertIcon, InfoIcon } from '../../ui/icons.js';
import { Spinner } from '../../ui/Spinner.js';
import { moduleLogic } from './logic.js';
import { ModuleIcon } from './ModuleIcon.js';
import { useInspectedActorRef } from '../inspector/use-inspected-actor-ref.js';

/**
 * The module selection modal: tiles (icon and name, three per row), the previous module
 * highlighted, an info note, and the empty state. Choosing runs core's module machine, which
 * stores the module and goes to /home.
 */
export default function ModuleChooser({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const actor = useInspectedActorRef(moduleLogic, { input: moduleMachineInput(storage) });
  const state = useSelector(actor, (s) => s);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  const done = state.hasTag('done');
  useEffect(() => {
    if (done) close.current();
  }, [done]);

  const { modules, selectedId } = state.context;
  // Once the tiles are there, focus goes to the highlighted one (else the first).
  const list = useRef<HTMLUListElement>(null);
  const ready = state.matches('ready');
  useEffect(() => {
    if (!ready) return;
    const tiles = list.current?.querySelectorAll<HTMLButtonElement>('button');
    const target =
      list.current?.querySelector<HTMLButtonElement>('button[aria-pressed=true]') ?? tiles?.[0];
    target?.focus();
  }, [ready]);

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) actor.send({ type: 'DISMISS' });
      }}
      size="md"
      title={t('module.title')}
      testId="module-modal"
    >
      {state.matches('loading') && (
        <div
          className={css({ display: 'grid', placeItems: 'center', py: '10', color: 'fg.muted' })}
        >
          <Spinner label={t('module.loading')} />
        </div>
      )}
      {(state.matches('ready') || state.matches('selected')) && (
        <>
          <ul
            ref={list}
            className={css({ display: 'grid', gap: { base: '2', sm: '3' }, listStyle: 'none' })}
            style={{ gridTemplateColumns: `repeat(${MODULE_GRID_COLUMNS}, minmax(0, 1fr))` }}
          >
            {modules.map((module) => {
              const selected = module.id === selectedId;
              return (
                <li key={module.id}>
                  <button
                    type="button"
                    onClick={() => actor.send({ type: 'SELECT', moduleId: module.id })}
                    aria-pressed={selected}
                    data-testid="module-tile"
                    data-module-id={module.id}
                    data-module-type={module.module_type}
                    className={cx(
                      css({
                        w: 'full',
                        h: 'full',
                        display: 'flex',
                        flexDirection: 'column',
                        alignItems: 'center',
                        gap: '2',
                        px: '2',
                        py: { base: '3', sm: '4' },
                        borderRadius: 'xl',
                        borderWidth: '1px',
                        borderColor: 'border.default',
                        bg: 'bg.surface',
                        cursor: 'pointer',
                        textAlign: 'center',
                        transition: 'border-color 150ms, background 150ms',
                        _hover: { borderColor: 'accent.solid' },
                      }),
                      selected &&
                        css({
                          borderColor: 'accent.solid',
                          borderWidth: '2px',
                          bg: 'accent.subtle',
                        }),
                    )}
                  >
                    <ModuleIcon src={module.icon_full_url} size={44} />
                    <span
                      className={css({
                        fontSize: { base: 'xs', sm: 'sm' },
                        fontWeight: 'semibold',
                        lineHeight: '1.25',
                        wordBreak: 'break-word',
                      })}
                    >
                      {module.module_name}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          <p className={cx(note({ tone: 'info' }), css({ mt: '4' }))}>
            <InfoIcon />
            <span>{t('module.info')}</span>
          </p>
        </>
      )}
      {state.matches('empty') && (
        <div className={note({ tone: 'warning' })} role="alert" data-testid="module-empty">
          <AlertIcon />
          <div>
            <p className={css({ fontWeight: 'semibold' })}>{t('module.empty.title')}</p>
            <p>{t('module.empty.description')}</p>
          </div>
        </div>
      )}
      {state.matches('failed') && (
        <div
          className={css({
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: '3',
            py: '6',
          })}
        >
          <p className={css({ color: 'danger.text' })} role="alert">
            {errorText(state.context.error ?? uiError(GENERIC_ERROR_KEY), (key, vars) =>
              t(key, vars ?? {}),
            )}
          </p>
          <Button variant="outline" onClick={() => actor.send({ type: 'RETRY' })}>
            {t('common.action.retry')}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
