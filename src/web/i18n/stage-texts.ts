import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Stage } from '../../domain/shop/stages';

const STAGE_TEXTS: Record<Stage, MessageDescriptor> = {
  submitted: msg`Submitted`,
  checked_in: msg`Checked in`,
  processing: msg`Processing`,
  ready: msg`Ready for pickup`,
  picked_up: msg`Picked up`,
  cancelled: msg`Cancelled`,
  unclaimed: msg`Unclaimed`,
};

/** A stage's name on the status page; the server's own label when the stage is one this page does not know. */
export function translateStage(stage: Stage, label: string): string {
  const descriptor = STAGE_TEXTS[stage] as MessageDescriptor | undefined;
  return descriptor ? i18n._(descriptor) : label;
}
