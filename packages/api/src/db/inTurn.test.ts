import { inTurn } from './inTurn';

describe('inTurn', () => {
  it('starts each read once the one before has answered, and answers in their order', async () => {
    const events: string[] = [];
    const read = (name: string, ms: number) => async () => {
      events.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      events.push(`end ${name}`);
      return name.length;
    };
    const [slow, quick, label] = await inTurn([read('slow', 20), read('q', 1), async () => 'done']);
    expect([slow, quick, label]).toEqual([4, 1, 'done']);
    expect(events).toEqual(['start slow', 'end slow', 'start q', 'end q']);
  });

  it('starts nothing after a read that fails', async () => {
    let started = false;
    await expect(
      inTurn([
        async () => {
          throw new Error('the first read failed');
        },
        async () => {
          started = true;
        },
      ]),
    ).rejects.toThrow('the first read failed');
    expect(started).toBe(false);
  });
});
