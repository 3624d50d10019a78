import type { PinCreationSwitch } from '../core/pinCreationSwitches';
import { pinCreationSwitchesOn } from '../server/domain/experiments';
import { builder } from './builder';

const PinCreationSwitchesRef = builder
  .objectRef<ReadonlySet<PinCreationSwitch>>('PinCreationSwitches')
  .implement({
    description: 'Which kinds of new pins the operator has turned off (experiment switches)',
    fields: (t) => ({
      all: t.boolean({ resolve: (on) => on.has('all') }),
      web: t.boolean({ description: 'Pins from a web page picture', resolve: (on) => on.has('web') }),
      idea: t.boolean({ description: 'Carousel (multi-picture) pins', resolve: (on) => on.has('idea') }),
      video: t.boolean({ resolve: (on) => on.has('video') }),
    }),
  });

builder.queryField('pinCreationSwitches', (t) =>
  t.field({
    type: PinCreationSwitchesRef,
    description:
      'The pin-creation switches that are on, so the pin builder can say so before anything is sent.',
    resolve: (_, __, ctx) => pinCreationSwitchesOn(ctx),
  }),
);
