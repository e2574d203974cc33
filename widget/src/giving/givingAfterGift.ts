// What the form shows once a gift is made or changed, one chunk loaded after the first screen.
export { DoneStep } from './DoneStep';
export { UpdatedStep } from './UpdatedStep';
