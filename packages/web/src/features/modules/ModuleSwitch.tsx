import { modulesForZones } from '@storefront/core/domain/modules';
import { parseZoneIds, type StoredModule } from '@storefront/core/domain/session';
import { moduleMachineInput } from '@storefront/core/machines/module.machine';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { storage } from '../../adapters/storage.js';
import { useSession } from '../../app/session.js';
import { moduleLogic } from './logic.js';

type ModuleActor = ActorRefFrom<typeof moduleLogic>;

const ModuleSwitchContext = createContext<ModuleActor | null>(null);

function ActorHost({ onActor }: { onActor: (actor: ModuleActor | null) => void }) {
  const actor = useActorRef(moduleLogic, { input: moduleMachineInput(storage) });
  useEffect(() => {
    onActor(actor);
    return () => onActor(null);
  }, [actor, onActor]);
  return null;
}

/**
 * The module switcher's machine, shared by the header switcher and /home. It runs only where a
 * switcher is shown (`enabled`), and restarts when the stored zones change.
 */
export function ModuleSwitchProvider({
  enabled,
  children,
}: {
  enabled: boolean;
  children: ReactNode;
}) {
  const { zoneId } = useSession();
  const [actor, setActor] = useState<ModuleActor | null>(null);
  return (
    <ModuleSwitchContext.Provider value={enabled ? actor : null}>
      {enabled && <ActorHost key={zoneId ?? ''} onActor={setActor} />}
      {children}
    </ModuleSwitchContext.Provider>
  );
}

export interface ModuleSwitch {
  /** Only modules whose zones match the stored zone ids (the spec's switcher rule). */
  modules: StoredModule[];
  selectedId: number | null;
  busy: boolean;
  select: (moduleId: number) => void;
}

const EMPTY: StoredModule[] = [];

/** The switcher's modules and `select`, or null where no switcher runs. */
export function useModuleSwitch(): ModuleSwitch | null {
  const actor = useContext(ModuleSwitchContext);
  const { zoneId, module } = useSession();
  const modules = useSelector(actor ?? undefined, (s) => s?.context.modules ?? EMPTY);
  const busy = useSelector(actor ?? undefined, (s) => s?.hasTag('busy') ?? false);
  if (actor == null) return null;
  return {
    modules: modulesForZones(modules, parseZoneIds(zoneId)),
    selectedId: module?.id ?? null,
    busy,
    select: (moduleId) => actor.send({ type: 'SELECT', moduleId }),
  };
}
