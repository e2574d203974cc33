// A transaction is one connection, and a connection answers one query at a time: queries handed to
// it at once are only queued by the driver, a use pg deprecates (and will refuse). So what a
// transaction reads, it reads in turn. `reads` are started one after the other, each once the last
// has answered.
type Answers<Reads extends readonly (() => PromiseLike<unknown>)[]> = {
  -readonly [Index in keyof Reads]: Awaited<ReturnType<Reads[Index]>>;
};

export async function inTurn<Reads extends readonly (() => PromiseLike<unknown>)[]>(
  reads: readonly [...Reads],
): Promise<Answers<Reads>> {
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read());
  return answers as Answers<Reads>;
}
