import { builder } from './builder';
import './errors';
import './image';
import './user';
import './board';
import './section';
import './pin';
import './viewer';
import './boardPicker';
import './collaborators';
import './video';
import './uploads';
import './userSettings';
import './search';
import './offsite';
import './passwordResets';

export const schema = builder.toSchema({ sortSchema: true });
