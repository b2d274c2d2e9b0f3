/**
 * Group commit (src/db/group-commit.ts), the way the scans are stored: every write answered with its own output once
 * its group is stored, groups no larger than allowed, no more groups at once than allowed, the writes of one round of
 * the event loop together, and a write the store refuses failing alone.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupCommit } from '../src/db/group-commit';

const nextRound = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('groupCommit', () => {
  it('stores the writes of one round together, and those that arrive meanwhile as the next group', async () => {
    const groups: number[][] = [];
    const write = groupCommit(
      async (inputs: readonly number[]) => {
        groups.push([...inputs]);
        await nextRound();
        return inputs.map((input) => input * 10);
      },
      { largestGroup: 100, groupsAtOnce: 1 },
    );
    const first = [1, 2, 3].map(write);
    await nextRound();
    // The first group is being stored: these wait for it, then go together.
    const second = [4, 5].map(write);
    expect(await Promise.all([...first, ...second])).toEqual([10, 20, 30, 40, 50]);
    expect(groups).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('property: each write gets its own answer or its own refusal, within the group limits', async () => {
    await fc.assert(
      fc.asyncProperty(
        // Rounds of writes: how many arrive in each round of the event loop, and which inputs the store refuses.
        fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 3 }),
        fc.func(fc.boolean()),
        async (rounds, largestGroup, groupsAtOnce, refuses) => {
          const refused = (input: number) => refuses(input) && input % 3 === 0;
          let storing = 0;
          let mostAtOnce = 0;
          const groupSizes: number[] = [];
          const write = groupCommit(
            async (inputs: readonly number[]) => {
              storing += 1;
              mostAtOnce = Math.max(mostAtOnce, storing);
              groupSizes.push(inputs.length);
              await nextRound();
              storing -= 1;
              if (inputs.some(refused)) throw new Error('refused');
              return inputs.map((input) => `stored ${input}`);
            },
            { largestGroup, groupsAtOnce },
          );
          const outcomes: Promise<{ input: number; answer: string }>[] = [];
          let input = 0;
          for (const count of rounds) {
            for (let k = 0; k < count; k += 1) {
              const mine = input++;
              outcomes.push(
                write(mine).then(
                  (answer) => ({ input: mine, answer }),
                  () => ({ input: mine, answer: 'refused' }),
                ),
              );
            }
            await nextRound();
          }
          for (const { input: mine, answer } of await Promise.all(outcomes)) {
            expect(answer).toBe(refused(mine) ? 'refused' : `stored ${mine}`);
          }
          expect(Math.max(0, ...groupSizes)).toBeLessThanOrEqual(largestGroup);
          expect(mostAtOnce).toBeLessThanOrEqual(groupsAtOnce);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('fails the writers of a group when the store answers a different number of outputs', async () => {
    const write = groupCommit(async () => [] as string[], { largestGroup: 10, groupsAtOnce: 1 });
    await expect(write('lost')).rejects.toThrow('a group of 1 answered 0');
  });
});
