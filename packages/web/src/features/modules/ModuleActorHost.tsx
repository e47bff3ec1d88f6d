import { moduleMachineInput } from '@storefront/core/machines/module.machine';
import { useEffect } from 'react';
import { storage } from '../../adapters/storage.js';
import { moduleLogic } from './logic.js';
import type { ModuleActor } from './module-actor.js';
import { useInspectedActorRef } from '../inspector/use-inspected-actor-ref.js';

/** Runs the module switcher's machine (its code loads only where a switcher is shown). */
export default function ModuleActorHost({
  onActor,
}: {
  onActor: (actor: ModuleActor | null) => void;
}) {
  const actor = useInspectedActorRef(moduleLogic, { input: moduleMachineInput(storage) });
  useEffect(() => {
    onActor(actor);
    return () => onActor(null);
  }, [actor, onActor]);
  return null;
}
