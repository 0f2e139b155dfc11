/** Control characters other than tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- the control characters are what is removed
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * Text a person writes, kept as plain text: control characters other than line breaks and tabs
 * removed, Windows line ends made `\n`, trimmed. Takes and returns a string; never throws. The
 * result is never rendered as HTML (ARCHITECTURE §5 text, CONTRIBUTING Frontend).
 */
export const plainText = (text: string): string => text.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();
