import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { deferredChunk, MENU_TRIGGER, useDeferredControl } from '../../ui/deferred.js';
import { ModuleIcon } from './ModuleIcon.js';
import {
  ModuleTriggerContent,
  moduleTriggerClass,
  useModuleTriggerLabel,
  type ModuleMenuProps,
} from './ModuleMenuTrigger.js';
import { useModuleSwitch, type ModuleSwitch } from './ModuleSwitch.js';

const NO_SWITCH: ModuleSwitch = { modules: [], selectedId: null, busy: false, select: () => {} };

// The menu loads on the visitor's first intent to open it.
const moduleMenu = deferredChunk<ModuleMenuProps>(() => import('./ModuleMenuImpl.js'));

/**
 * Desktop header: a menu of the zone's modules, the current one checked (ModuleMenuImpl). The
 * button shows at once; the menu's code loads when the visitor points at, focuses or presses it.
 */
export function ModuleMenu() {
  const sw = useModuleSwitch();
  const { Loaded, start, placeholder } = useDeferredControl(moduleMenu, MENU_TRIGGER);
  const label = useModuleTriggerLabel(sw ?? NO_SWITCH);
  if (sw == null || sw.modules.length === 0) return null;
  if (Loaded) return <Loaded switcher={sw} start={start} />;
  return (
    <button
      {...placeholder}
      className={moduleTriggerClass}
      aria-label={label}
      aria-haspopup="menu"
      data-testid="module-switcher"
    >
      <ModuleTriggerContent sw={sw} />
    </button>
  );
}

/** Compact header (max width 1180px): a row of module chips on /home, with 2 or more modules. */
export function ModuleChips() {
  const { t } = useTranslation();
  const sw = useModuleSwitch();
  if (sw == null) return null;
  return (
    <nav aria-label={t('module.switcher.label')} data-testid="module-switcher-compact">
      <ul
        className={css({
          display: 'flex',
          gap: '2',
          overflowX: 'auto',
          listStyle: 'none',
          py: '2',
          scrollbarWidth: 'none',
        })}
      >
        {sw.modules.map((module) => {
          const active = module.id === sw.selectedId;
          return (
            // A flex item (no line box under the chip): the row is as high as its skeleton's.
            <li key={module.id} className={css({ flexShrink: 0, display: 'flex' })}>
              <button
                type="button"
                onClick={() => !active && sw.select(module.id)}
                aria-current={active ? 'true' : undefined}
                data-testid="module-switcher-item"
                data-module-id={module.id}
                className={cx(
                  button({ variant: active ? 'solid' : 'outline', size: 'sm' }),
                  css({ borderRadius: 'full', ps: '1.5' }),
                )}
              >
                <ModuleIcon
                  src={module.icon_full_url}
                  size={22}
                  className={css({ borderRadius: 'full', bg: 'bg.surface' })}
                />
                {module.module_name}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The chip row's place while the zone's modules load: the same row height, chips of the same
 * size, so the page below does not move when the real chips arrive.
 */
export function ModuleChipsSkeleton() {
  return (
    <div aria-hidden="true" data-testid="module-switcher-pending">
      <ul
        className={css({
          display: 'flex',
          gap: '2',
          overflow: 'hidden',
          listStyle: 'none',
          py: '2',
        })}
      >
        {[96, 120, 84, 104].map((width) => (
          <li key={width} className={css({ flexShrink: 0 })}>
            <span
              className={cx(
                button({ variant: 'outline', size: 'sm' }),
                css({
                  display: 'flex',
                  borderRadius: 'full',
                  bg: 'bg.muted',
                  borderColor: 'transparent',
                }),
              )}
              style={{ width }}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
