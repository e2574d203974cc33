// Twilio's answer to an incoming message is TwiML (https://www.twilio.com/docs/messaging/twiml):
// each <Message> is a reply sent to the texter; an empty <Response/> sends nothing.
import escapeHtml from 'escape-html';

/** The TwiML document replying with `messages` (none: no reply). */
export function twimlReply(messages: readonly string[]): string {
  const replies = messages.map((text) => `<Message>${escapeHtml(text)}</Message>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${replies}</Response>`;
}
