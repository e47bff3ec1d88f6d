import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { menu } from '../../../styled-system/recipes';
import { useStartReplay } from '../../ui/deferred.js';
import { CheckIcon } from '../../ui/icons.js';
import { ModuleIcon } from './ModuleIcon.js';
import {
  ModuleTriggerContent,
  moduleTriggerClass,
  useModuleTriggerLabel,
  type ModuleMenuProps,
} from './ModuleMenuTrigger.js';

/** Desktop header: a menu of the zone's modules, the current one checked (loaded on intent). */
export default function ModuleMenuImpl({ switcher: sw, start }: ModuleMenuProps) {
  const { t } = useTranslation();
  const label = useModuleTriggerLabel(sw);
  const classes = menu();
  const trigger = useRef<HTMLButtonElement>(null);
  useStartReplay(start, trigger);
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger
        ref={trigger}
        className={moduleTriggerClass}
        aria-label={label}
        data-testid="module-switcher"
      >
        <ModuleTriggerContent sw={sw} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner className={classes.positioner}>
          <Menu.Content className={classes.content}>
            <Menu.RadioItemGroup
              value={sw.selectedId != null ? String(sw.selectedId) : ''}
              onValueChange={({ value }) => {
                const id = Number(value);
                if (id !== sw.selectedId) sw.select(id);
              }}
            >
              <Menu.ItemGroupLabel className={classes.itemGroupLabel}>
                {t('module.switcher.label')}
              </Menu.ItemGroupLabel>
              {sw.modules.map((module) => (
                <Menu.RadioItem
                  key={module.id}
                  value={String(module.id)}
                  className={classes.item}
                  data-testid="module-switcher-item"
                  data-module-id={module.id}
                >
                  <ModuleIcon src={module.icon_full_url} size={24} />
                  <Menu.ItemText>{module.module_name}</Menu.ItemText>
                  <Menu.ItemIndicator className={classes.itemIndicator}>
                    <CheckIcon />
                  </Menu.ItemIndicator>
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
