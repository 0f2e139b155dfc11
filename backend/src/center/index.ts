/**
 * The customer centre's public face (spec §2 centre pages, §7 Center): questions now; the FAQ,
 * notices and 1:1 inquiries join here. Anything not exported here is internal (the architecture test enforces it).
 */
export { QuestionsModule } from './questions/questions.module.js';
export { QuestionsProjection } from './questions/questions.projection.js';
export { CenterQuestions } from './questions/questions.js';
