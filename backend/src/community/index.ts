/**
 * The community (spec §2 Info /community, /community/{category} and the board sub-routes; §7
 * Boards; console boards and comments): staff's posts, members' 시공 후기 and comments. Anything
 * not exported here is internal (the architecture test enforces it).
 */
export { BoardsModule } from './boards/boards.module.js';
export { BoardsProjection } from './boards/boards.projection.js';
export { Boards } from './boards/boards.js';
