/**
 * Group commit: writes that arrive while a group of them is being stored wait, and go together as the next group —
 * one statement and one commit for all — instead of one each. Every caller is answered when its own group has
 * committed (or failed), never before. Under no load a write goes alone at the end of the event loop's round it
 * arrived in; under load, what a write costs besides its own rows (a round trip, a plan, statement triggers, the
 * commit) is paid once a group.
 *
 * One group that fails is tried again one write at a time, so a write the database refuses fails alone, not with the
 * others that happened to arrive beside it.
 */
export interface GroupCommitOptions {
  /** Writes in one group at most. */
  readonly largestGroup: number;
  /** Groups being stored at once: 1 on PGlite, whose statements run one after another anyway. */
  readonly groupsAtOnce: number;
}

interface Waiting<Input, Output> {
  readonly input: Input;
  readonly resolve: (output: Output) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * `storeGroup` answers one output per input, in the inputs' order, and stores all of a group or none of it (one
 * statement, or one transaction): a group that failed is tried again write by write.
 */
export function groupCommit<Input, Output>(
  storeGroup: (inputs: readonly Input[]) => Promise<readonly Output[]>,
  { largestGroup, groupsAtOnce }: GroupCommitOptions,
): (input: Input) => Promise<Output> {
  const waiting: Waiting<Input, Output>[] = [];
  let storing = 0;

  const storeAlone = (write: Waiting<Input, Output>) =>
    storeGroup([write.input]).then(([output]) => write.resolve(output as Output), write.reject);

  const store = async (group: readonly Waiting<Input, Output>[]) => {
    try {
      const outputs = await storeGroup(group.map((write) => write.input));
      if (outputs.length !== group.length) throw new Error(`a group of ${group.length} answered ${outputs.length}`);
      group.forEach((write, index) => write.resolve(outputs[index] as Output));
    } catch (error) {
      if (group.length === 1) group[0]?.reject(error);
      else for (const write of group) await storeAlone(write);
    }
  };

  let nextScheduled = false;
  const next = () => {
    nextScheduled = false;
    while (storing < groupsAtOnce && waiting.length > 0) {
      storing += 1;
      void store(waiting.splice(0, largestGroup)).finally(() => {
        storing -= 1;
        scheduleNext();
      });
    }
  };
  // A group starts after the event loop's current round of input, not at the first write of it: the writes of the
  // requests read in the same round go together even when the database runs on this thread (PGlite) and a group
  // started at once would hold the loop until it is stored, each request then making a group of one.
  const scheduleNext = () => {
    if (nextScheduled) return;
    nextScheduled = true;
    setImmediate(next);
  };

  return (input) =>
    new Promise<Output>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      scheduleNext();
    });
}
