/** The mail settings in force (token). */
export const MAIL_CONFIG = Symbol('MAIL_CONFIG');
