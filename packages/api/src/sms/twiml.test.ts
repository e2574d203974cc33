import { twimlReply } from './twiml';

describe('twimlReply', () => {
  it('escapes what a message holds, so a link or a church name cannot break the XML', () => {
    expect(twimlReply(['Give at https://cedar.example/?amount=50.00&fund=fund_1 <"Tom\'s">'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Message>Give at https://cedar.example/?amount=50.00&amp;fund=fund_1 &lt;&quot;Tom&#39;s&quot;&gt;</Message></Response>',
    );
  });

  it('is an empty Response when there is nothing to say', () => {
    expect(twimlReply([])).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
  });
});
