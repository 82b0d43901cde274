/** A clock the test moves by hand. Every test app, and the seeded template they copy, starts at the same moment. */
export function fakeClock(start = new Date('2026-11-22T02:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}
export type FakeClock = ReturnType<typeof fakeClock>;
