/**
 * The customer centre's public face (spec §2 centre pages, §7 Center): questions, notices and
 * FAQs; the 1:1 inquiries join here. Anything not exported here is internal (the architecture test enforces it).
 */
export { QuestionsModule } from './questions/questions.module.js';
export { QuestionsProjection } from './questions/questions.projection.js';
export { CenterQuestions } from './questions/questions.js';
export { CenterPostsModule } from './posts/center-posts.module.js';
export { CenterPostsProjection } from './posts/center-posts.projection.js';
export { CenterPosts } from './posts/center-posts.js';
export type { PublishCenterPost } from './posts/center-post.decider.js';
export { FormsModule } from './forms/forms.module.js';
export { FormsProjection } from './forms/forms.projection.js';
export { CenterForms } from './forms/forms.js';
export type { AnswerForm, SendForm } from './forms/form.decider.js';
export { InquiriesModule } from './inquiries/inquiries.module.js';
export { InquiriesProjection } from './inquiries/inquiries.projection.js';
export { MemberInquiries } from './inquiries/inquiries.js';
export type { AnswerInquiry, AskInquiry } from './inquiries/inquiry.decider.js';
export { AnswerNoticesModule } from './answer-notices/answer-notices.module.js';
export { AnswerNotices } from './answer-notices/answer-notices.process.js';
export { AnswerNoticesProjection } from './answer-notices/answer-notices.projection.js';
